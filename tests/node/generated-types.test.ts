import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateTypes } from '../../scripts/lib/generate-types.ts';

const root = join(import.meta.dirname, '../..');

describe('generated types', () => {
  it('match the schemas (run `npm run types` after changing a schema)', async () => {
    const committed = readFileSync(join(root, 'src/generated/schemas.ts'), 'utf8');
    expect(committed === (await generateTypes(root)), 'src/generated/schemas.ts is stale: run `npm run types`').toBe(true);
  });
});
