// The hosted entry's request callback, as Deno.serve calls it: the trusted client address, then the
// handler. Kept apart from index.ts (which only reads the environment and opens the database) so the
// very callback the platform serves is tested under Node, spoofed headers included.
import { trustedClientAddress, type AddressSource } from './client-address.ts';
import type { SubmitFormsHandler } from './submit-forms-handler.ts';

/** What Deno.serve passes beside the request; only a TCP peer's host name is read. */
export interface ServeInfo {
  remoteAddr?: { transport?: string; hostname?: string };
}

export function entryCallback(handler: SubmitFormsHandler, source: AddressSource) {
  return (req: Request, info?: ServeInfo): Promise<Response> => {
    // The socket peer is the platform's proxy, so it is only the fallback when no hop is found.
    const remote = info?.remoteAddr;
    const socket = remote?.transport === 'tcp' && remote.hostname ? remote.hostname : 'unknown';
    return handler(req, { clientAddress: trustedClientAddress(req.headers, source, socket) });
  };
}
