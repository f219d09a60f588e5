import { describe, expect, it } from 'vitest';
import { migrateDocument, type Migration } from '../../src/renderer/migrations.ts';

describe('document migrations', () => {
  it('applies migrations in order from the document version upward', () => {
    const migrations: Migration[] = [
      { from: 1, upgrade: (doc) => ({ ...doc, steps: ['1→2'] }) },
      { from: 2, upgrade: (doc) => ({ ...doc, steps: [...(doc.steps as string[]), '2→3'] }) },
    ];
    const result = migrateDocument({ version: 1, blocks: [] }, migrations) as unknown as Record<string, unknown>;
    expect(result).toEqual({ version: 3, blocks: [], steps: ['1→2', '2→3'] });
  });

  it('leaves a current document untouched', () => {
    const doc = { version: 1, blocks: [] };
    expect(migrateDocument(doc, [])).toEqual(doc);
  });
});
