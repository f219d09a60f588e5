// FORMACAO-ACADEMICA-TITULACAO's children (GRADUACAO, MESTRADO, DOUTORADO, POS-DOUTORADO…) → education.
// The degree is the level's words (words.json) around the course name, English only when Lattes has
// NOME-CURSO-INGLES; the institution is "name, country", the country joined by CODIGO-INSTITUICAO from
// INFORMACAO-ADICIONAL-INSTITUICAO (in Portuguese, as Lattes names it: { pt } until translated). A degree
// not yet completed (STATUS-DO-CURSO other than CONCLUIDO) is not a degree held, and is left out.
import type { IncomingRecord } from '../record-import/types.ts';
import type { LattesContext, Mapped } from './mapped.ts';
import { degreeText, originOf, slug, sourceKey } from './record-helpers.ts';
import { attr, child, type LattesElement } from './xml-tree.ts';
import words from './words.json' with { type: 'json' };

const LEVELS = words.degree as Record<string, { pt: string; en?: string; es?: string }>;
const ID_PREFIX: Record<string, string> = { GRADUACAO: 'bachelor', ESPECIALIZACAO: 'specialization', MESTRADO: 'masters', 'MESTRADO-PROFISSIONALIZANTE': 'masters', DOUTORADO: 'phd', 'POS-DOUTORADO': 'postdoc', 'LIVRE-DOCENCIA': 'habilitation' };

function degree(element: LattesElement, context: LattesContext): IncomingRecord {
  const year = attr(element, 'ANO-DE-CONCLUSAO') || attr(element, 'ANO-DE-OBTENCAO-DO-TITULO');
  const institution = attr(element, 'NOME-INSTITUICAO');
  const country = context.countries.get(attr(element, 'CODIGO-INSTITUICAO'));
  const text = degreeText(LEVELS[element.name]!, attr(element, 'NOME-CURSO'), attr(element, 'NOME-CURSO-INGLES'));
  return {
    collection: 'education',
    list: '/items',
    source: sourceKey({ element: element.name, sequence: attr(element, 'SEQUENCIA-FORMACAO'), title: text.pt, year }),
    origin: originOf(element, 'SEQUENCIA-FORMACAO'),
    record: {
      id: slug(`${ID_PREFIX[element.name]} ${year}`),
      degree: text,
      institution: { pt: country ? `${institution}, ${country}` : institution },
      year,
    },
  };
}

export function mapEducation(root: LattesElement, context: LattesContext): Mapped {
  const degrees = child(child(root, 'DADOS-GERAIS'), 'FORMACAO-ACADEMICA-TITULACAO')?.children ?? [];
  const records = degrees
    .filter((element) => element.name in LEVELS)
    .filter((element) => ['', 'CONCLUIDO'].includes(attr(element, 'STATUS-DO-CURSO')))
    .map((element) => degree(element, context));
  return { records, skipped: [] };
}
