// Documents carry a version. When the document shape changes, add a migration here (oldest first)
// that upgrades version N to N + 1, bump CURRENT_DOCUMENT_VERSION and the schema's const, and old
// documents keep rendering while they are rewritten.
import type { PageDocument } from '../generated/schemas.ts';

export const CURRENT_DOCUMENT_VERSION = 1;

export interface Migration {
  from: number;
  upgrade(document: Record<string, unknown>): Record<string, unknown>;
}

export const MIGRATIONS: Migration[] = [];

export function migrateDocument(document: unknown, migrations: Migration[] = MIGRATIONS): PageDocument {
  let current = document as Record<string, unknown>;
  let version = typeof current.version === 'number' ? current.version : CURRENT_DOCUMENT_VERSION;
  for (const migration of migrations) {
    if (migration.from !== version) continue;
    current = { ...migration.upgrade(current), version: version + 1 };
    version += 1;
  }
  return current as unknown as PageDocument;
}
