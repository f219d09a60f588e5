// One temporary folder for the node project's run, removed when it ends: the server tests keep the
// migrated databases they copy from there (tests/server/helpers.ts), made by the first test that asks.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    serverTestTemplates: string;
  }
}

export default function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'forms-templates-'));
  project.provide('serverTestTemplates', folder);
  return () => rmSync(folder, { recursive: true, force: true });
}
