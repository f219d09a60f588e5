// The meeting form's client-side limit: at most 3 successful requests per browser session and at
// least 30 s between them. Kept in sessionStorage, so a reload does not reset it but a new session does.
export const MIN_INTERVAL_MS = 30_000;
export const MAX_PER_SESSION = 3;
const STORAGE_KEY = 'meeting-submissions';

export interface LimiterState {
  count: number;
  lastAt: number | null;
}

export type LimiterVerdict = { allowed: true } | { allowed: false; reason: 'limit' | 'wait'; retryInMs?: number };

export function readLimiterState(storage: Pick<Storage, 'getItem'> | undefined = safeSessionStorage()): LimiterState {
  try {
    const parsed = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '') as Partial<LimiterState>;
    return { count: Number(parsed.count) || 0, lastAt: typeof parsed.lastAt === 'number' ? parsed.lastAt : null };
  } catch {
    return { count: 0, lastAt: null };
  }
}

export function recordSubmission(state: LimiterState, now: number, storage = safeSessionStorage()): LimiterState {
  const next = { count: state.count + 1, lastAt: now };
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage unavailable: the limit still holds for this page's lifetime.
  }
  return next;
}

export function checkLimit(state: LimiterState, now: number): LimiterVerdict {
  if (state.count >= MAX_PER_SESSION) return { allowed: false, reason: 'limit' };
  if (state.lastAt !== null && now - state.lastAt < MIN_INTERVAL_MS) return { allowed: false, reason: 'wait', retryInMs: MIN_INTERVAL_MS - (now - state.lastAt) };
  return { allowed: true };
}

function safeSessionStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}
