// Writes a planned fresh start: every file as planned, or nothing. Each file is checked unchanged since
// it was planned (an edit saved in the editor meanwhile is never overwritten), then written whole
// (write-atomically.ts); the files only the sample used are deleted, never outside the project.
import { existsSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { writeAtomically } from '../write-atomically.ts';
import { writable, type FreshStartPlan } from './plan.ts';

export class FreshStartRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FreshStartRefused';
  }
}

/** Whether a path, its links followed, is inside the project (a test's copy links public/ to the real one). */
function insideProject(root: string, full: string): boolean {
  const path = relative(realpathSync(root), realpathSync(full));
  return !!path && !path.startsWith('..') && !path.startsWith(sep);
}

export function applyFreshStart(plan: FreshStartPlan, root: string): { written: string[]; deleted: string[] } {
  if (!writable(plan)) throw new FreshStartRefused(plan.missing.length ? `Nothing was written: still needed: ${plan.missing.join(', ')}.` : `Nothing was written: ${plan.problems.length} problem(s) would remain.`);
  for (const { file, before } of plan.writes) {
    const full = join(root, file);
    const now = existsSync(full) ? readFileSync(full, 'utf8') : null;
    if (before !== null && now !== before) throw new FreshStartRefused(`Nothing was written: ${file} changed since the fresh start was planned; run it again.`);
  }
  const written: string[] = [];
  const deleted: string[] = [];
  for (const { file, text } of plan.writes) {
    const full = join(root, file);
    if (text !== null) {
      writeAtomically(full, text);
      written.push(file);
    } else if (existsSync(full) && insideProject(root, full)) {
      rmSync(full);
      deleted.push(file);
    }
  }
  return { written, deleted };
}
