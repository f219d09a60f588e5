// The editor's Start fresh API (editor/server/fresh-start.ts): POST {API}/fresh-start with her answers
// and, optionally, her Lattes export. Without apply the server only plans it (the dry run); with apply
// it plans again against the disk and writes it.
import type { Answers } from '../../scripts/lib/fresh-start/identity.ts';

export type FreshStartAnswers = Answers;

export interface FreshStartRequest {
  answers: FreshStartAnswers;
  /** Her Lattes export (.xml or .zip), its bytes in base64. */
  lattes?: { name: string; base64: string };
  apply?: boolean;
}

export interface FreshStartResponse {
  /** The same report `npm run start:fresh` prints. */
  report: string;
  /** Required identity fields still to answer (site.json's names: title is the position). */
  missing: string[];
  /** Whether it can be written as it stands. */
  writable: boolean;
  /** After apply: the files written and deleted, relative to the project. */
  written?: string[];
  deleted?: string[];
}
