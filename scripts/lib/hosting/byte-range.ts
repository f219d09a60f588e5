// The Range header, read before sirv sees it. sirv parses it loosely ("bytes=100-50" becomes a read stream
// from 100 to 50, "bytes=0-18446744073709551615" one past Number's safe range) and Node throws
// ERR_OUT_OF_RANGE inside it, which took the whole `npm start` down. One range "bytes=N-M" (or "bytes=N-",
// or the suffix "bytes=-S") inside the file is served as 206; one outside it, or backwards, is 416; a header
// that is not a byte range at all, or asks for several, is ignored, as RFC 9110 allows, and the whole file
// is sent with 200.

/** What to do with a request's Range for a file of `size` bytes. */
export type RangeDecision = { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

export function decideRange(header: string | undefined, size: number): RangeDecision {
  if (header === undefined) return { kind: 'whole' };
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return { kind: 'whole' };
  const [first, last] = [match[1]!, match[2]!];
  // Digits past 15 can't name a byte of any file served here, and would lose precision as numbers.
  if (first.length > 15 || last.length > 15) return { kind: 'unsatisfiable' };
  if (first === '') {
    const suffix = Number(last);
    return suffix === 0 || size === 0 ? { kind: 'unsatisfiable' } : { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Number(last);
  return start <= end && end < size ? { kind: 'part', start, end } : { kind: 'unsatisfiable' };
}

/** The Range header sirv should see: an explicit "bytes=N-M" it reads right, one it answers 416, or none. */
export function rangeForSirv(decision: RangeDecision, size: number): string | undefined {
  if (decision.kind === 'whole') return undefined;
  if (decision.kind === 'unsatisfiable') return `bytes=${size}-`;
  // (sirv reads an end of 0 as "to the end", so "bytes=0-0" is answered with the whole file as its range: harmless.)
  return `bytes=${decision.start}-${decision.end}`;
}
