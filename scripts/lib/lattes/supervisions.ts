// Completed supervisions → graduates: ORIENTACOES-CONCLUIDAS-PARA-DOUTORADO / -MESTRADO (level), their
// TIPO-DE-ORIENTACAO (ORIENTADOR_PRINCIPAL → supervisor, CO_ORIENTADOR → co-supervisor), and the
// OUTRAS-ORIENTACOES-CONCLUIDAS that are specialization monographs. Other kinds of "outras orientações"
// (undergraduate research, final-year projects) have no list on the site and are left out.
// Thesis titles stay in the language they were defended in (the graduates schema), so TITULO-INGLES is not used.
import type { IncomingRecord } from '../record-import/types.ts';
import type { Mapped } from './mapped.ts';
import { defined } from './publications.ts';
import { languageCode, originOf, slug, sourceKey, yearOf } from './record-helpers.ts';
import { attr, child, findAll, type LattesElement } from './xml-tree.ts';

const SPECIALIZATION = 'MONOGRAFIA_DE_CONCLUSAO_DE_CURSO_APERFEICOAMENTO_E_ESPECIALIZACAO';
const ROLES: Record<string, 'supervisor' | 'co-supervisor'> = { ORIENTADOR_PRINCIPAL: 'supervisor', CO_ORIENTADOR: 'co-supervisor' };

const FAMILIES = [
  { element: 'ORIENTACOES-CONCLUIDAS-PARA-DOUTORADO', suffix: 'DE-ORIENTACOES-CONCLUIDAS-PARA-DOUTORADO', level: 'doctorate', roleAttribute: 'TIPO-DE-ORIENTACAO' },
  { element: 'ORIENTACOES-CONCLUIDAS-PARA-MESTRADO', suffix: 'DE-ORIENTACOES-CONCLUIDAS-PARA-MESTRADO', level: 'masters', roleAttribute: 'TIPO-DE-ORIENTACAO' },
  { element: 'OUTRAS-ORIENTACOES-CONCLUIDAS', suffix: 'DE-OUTRAS-ORIENTACOES-CONCLUIDAS', level: 'specialization', roleAttribute: 'TIPO-DE-ORIENTACAO-CONCLUIDA' },
] as const;

function graduate(element: LattesElement, family: (typeof FAMILIES)[number]): IncomingRecord {
  const basic = child(element, `DADOS-BASICOS-${family.suffix}`);
  const detail = child(element, `DETALHAMENTO-${family.suffix}`);
  const name = attr(detail, 'NOME-DO-ORIENTADO');
  const thesis = attr(basic, 'TITULO');
  const year = attr(basic, 'ANO');
  const funded = attr(detail, 'FLAG-BOLSA') === 'SIM';
  return {
    collection: 'graduates',
    list: '/items',
    source: sourceKey({ doi: '', element: element.name, sequence: attr(element, 'SEQUENCIA-PRODUCAO'), title: thesis, year }),
    origin: originOf(element, 'SEQUENCIA-PRODUCAO'),
    record: defined({
      id: slug(name),
      name,
      level: family.level,
      // A missing role is the main supervisor's: that is what Lattes lists under the professor's own supervisions.
      role: ROLES[attr(detail, family.roleAttribute)] ?? 'supervisor',
      thesis,
      thesisLanguage: languageCode(attr(basic, 'IDIOMA')),
      year: yearOf(year),
      funding: funded ? attr(detail, 'NOME-DA-AGENCIA') || undefined : undefined,
    }),
  };
}

export function mapSupervisions(root: LattesElement): Mapped {
  const records = FAMILIES.flatMap((family) =>
    findAll(root, family.element)
      .filter((element) => family.level !== 'specialization' || attr(child(element, `DADOS-BASICOS-${family.suffix}`), 'NATUREZA') === SPECIALIZATION)
      .map((element) => graduate(element, family)),
  );
  return { records, skipped: [] };
}
