// Reads a Lattes CV export (the .xml or its .zip) into the records the re-sync engine plans and writes
// (scripts/lib/record-import/). One small mapping per element family; see the README's "From the Lattes
// platform" for what is imported, what is left out, and why.
import type { ParsedSource } from '../record-import/types.ts';
import { mapAwards } from './awards.ts';
import { mapEducation } from './education.ts';
import type { LattesContext, Mapping } from './mapped.ts';
import { mapMinicourses } from './minicourses.ts';
import { mapProjects } from './projects.ts';
import { mapPublications } from './publications.ts';
import { lattesXmlText } from './read-file.ts';
import { uniqueIds } from './record-helpers.ts';
import { mapSupervisions } from './supervisions.ts';
import { attr, child, findAll, lattesRoot, type LattesElement } from './xml-tree.ts';

export { LattesRefused } from './refused.ts';

const MAPPINGS: Mapping[] = [mapPublications, mapSupervisions, mapProjects, mapAwards, mapEducation, mapMinicourses];

function contextOf(root: LattesElement): LattesContext {
  const countries = new Map(
    findAll(root, 'INFORMACAO-ADICIONAL-INSTITUICAO').map((institution) => [attr(institution, 'CODIGO-INSTITUICAO'), attr(institution, 'NOME-PAIS-INSTITUICAO')]),
  );
  return { owner: attr(child(root, 'DADOS-GERAIS'), 'NOME-COMPLETO'), countries };
}

/** The export's records in the site's collections, and the entries that could not be mapped. Throws LattesRefused for a file that is not a readable Lattes export. */
export function parseLattes(bytes: Uint8Array, file: string): ParsedSource {
  const root = lattesRoot(lattesXmlText(bytes, file), file);
  const context = contextOf(root);
  const mapped = MAPPINGS.map((mapping) => mapping(root, context));
  return { kind: 'lattes', file, records: uniqueIds(mapped.flatMap((part) => part.records)), skipped: mapped.flatMap((part) => part.skipped) };
}
