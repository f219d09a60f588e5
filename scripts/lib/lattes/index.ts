// Reads a Lattes CV export (the .xml or its .zip) into the records the re-sync engine plans and writes
// (scripts/lib/record-import/). One small mapping per element family; see the README's "From the Lattes
// platform" for what is imported, what is left out, and why.
import type { IncomingRecord, ParsedSource, SourceProblem } from '../record-import/types.ts';
import { mapAwards } from './awards.ts';
import { mapEducation } from './education.ts';
import type { LattesContext, Mapping } from './mapped.ts';
import { mapMinicourses } from './minicourses.ts';
import { mapProjects } from './projects.ts';
import { mapPublications } from './publications.ts';
import { leftOutWithoutPlace, SECTIONS } from './sections.ts';
import { summarySeed } from './summary.ts';
import { readLattesExport, typedInCapitals } from './read-file.ts';
import { uniqueIds } from './record-helpers.ts';
import { mapSupervisions } from './supervisions.ts';
import { attr, child, findAll, type LattesElement } from './xml-tree.ts';

export { LattesRefused } from './refused.ts';

const MAPPINGS: Mapping[] = [mapPublications, mapSupervisions, mapProjects, mapAwards, mapEducation, mapMinicourses];

function contextOf(root: LattesElement): LattesContext {
  const countries = new Map(
    findAll(root, 'INFORMACAO-ADICIONAL-INSTITUICAO').map((institution) => [attr(institution, 'CODIGO-INSTITUICAO'), attr(institution, 'NOME-PAIS-INSTITUICAO')]),
  );
  return { owner: attr(child(root, 'DADOS-GERAIS'), 'NOME-COMPLETO'), countries };
}

/** The text a record is known by that the researcher typed (journal names come from Lattes's own list, in capitals). */
function typedTitle({ record }: IncomingRecord): string {
  const text = record.title ?? record.thesis ?? record.project;
  return typeof text === 'string' ? text : ((text as { pt?: string } | undefined)?.pt ?? '');
}

/** Titles typed in capitals are imported as typed (a machine's guess at their case would break acronyms and names) and listed for the owner to retype. */
function capitalsNotes(records: IncomingRecord[]): SourceProblem[] {
  return records
    .filter((incoming) => typedInCapitals(typedTitle(incoming)))
    .map((incoming) => ({ origin: incoming.origin, message: `typed in capitals in Lattes, imported as typed: "${typedTitle(incoming).slice(0, 60)}${typedTitle(incoming).length > 60 ? '…' : ''}". Retype it on the site (a re-import keeps your edit) or in Lattes.` }));
}

/** The export's records in the site's collections, and the entries that could not be mapped. Throws LattesRefused for a file that is not a readable Lattes export. */
export function parseLattes(bytes: Uint8Array, file: string): ParsedSource {
  const { root, notes } = readLattesExport(bytes, file);
  const context = contextOf(root);
  const mapped = MAPPINGS.map((mapping) => mapping(root, context));
  const records = uniqueIds(mapped.flatMap((part) => part.records));
  return {
    kind: 'lattes',
    file,
    records,
    notes: [...notes, ...capitalsNotes(records)],
    skipped: mapped.flatMap((part) => part.skipped),
    leftOut: [...mapped.flatMap((part) => part.leftOut ?? []), ...leftOutWithoutPlace(root)],
    sections: SECTIONS,
    seeds: summarySeed(root),
  };
}
