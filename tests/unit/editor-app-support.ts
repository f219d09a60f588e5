// The editor page's forms over the project's own schemas and documents, read from disk as the editor's
// server reads them (its schema bundle), for the editor page's unit tests.
import { readProjectFiles } from '../../scripts/lib/project-files.ts';
import { schemaResponse } from '../../editor/server/schema-bundle.ts';
import { prepareSchemas } from '../../editor/app/form/schemas.ts';
import { join } from 'node:path';

export const projectRoot = join(import.meta.dirname, '../..');
export const project = readProjectFiles({ root: projectRoot });
export const schemas = prepareSchemas(schemaResponse(project.schemas));

// Mantine's autosizing text area listens to document.fonts, which happy-dom lacks.
if (typeof document !== 'undefined' && !('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
