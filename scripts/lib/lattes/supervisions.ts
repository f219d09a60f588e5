// Completed supervisions → graduates: ORIENTACOES-CONCLUIDAS-PARA-DOUTORADO / -MESTRADO (level), their
// TIPO-DE-ORIENTACAO (ORIENTADOR_PRINCIPAL → supervisor, CO_ORIENTADOR → co-supervisor), and the
// OUTRAS-ORIENTACOES-CONCLUIDAS that are specialization monographs. Other kinds of "outras orientações"
// (undergraduate research, final-year projects) have no list on the site and are left out.
// Thesis titles stay in the language they were defended in (the graduates schema), so TITULO-INGLES is not used.
//
// Supervisions in progress → people, the team page's current students: ORIENTACAO-EM-ANDAMENTO-DE-
// INICIACAO-CIENTIFICA, -MESTRADO and -DOUTORADO give the level that picks their list on /team, and
// TIPO-DE-ORIENTACAO whether the professor supervises or co-supervises. The work's title is the student's
// project, the grant's agency their sponsor. Postdoctoral researchers, final-year projects and other
// supervisions in progress have no list on /team and are counted in the report instead.
import type { IncomingRecord, LeftOut } from '../record-import/types.ts';
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

const IN_PROGRESS = { 'INICIACAO-CIENTIFICA': 'undergraduate', MESTRADO: 'masters', DOUTORADO: 'doctorate' } as const;
const IN_PROGRESS_LEFT_OUT: Record<string, string> = {
  'ORIENTACAO-EM-ANDAMENTO-DE-POS-DOUTORADO': 'postdoctoral researchers supervised now',
  'ORIENTACAO-EM-ANDAMENTO-DE-GRADUACAO': 'final-year projects supervised now',
  'ORIENTACAO-EM-ANDAMENTO-DE-APERFEICOAMENTO-ESPECIALIZACAO': 'specialization students supervised now',
  'OUTRAS-ORIENTACOES-EM-ANDAMENTO': 'other supervisions in progress',
};

function currentStudent(element: LattesElement, kind: keyof typeof IN_PROGRESS): IncomingRecord {
  const basic = child(element, `DADOS-BASICOS-DA-ORIENTACAO-EM-ANDAMENTO-DE-${kind}`);
  const detail = child(element, `DETALHAMENTO-DA-ORIENTACAO-EM-ANDAMENTO-DE-${kind}`);
  const name = attr(detail, 'NOME-DO-ORIENTANDO');
  const title = attr(basic, 'TITULO-DO-TRABALHO');
  const agency = attr(detail, 'FLAG-BOLSA') === 'SIM' ? attr(detail, 'NOME-DA-AGENCIA') : '';
  return {
    collection: 'people',
    list: '/items',
    source: sourceKey({ element: element.name, sequence: attr(element, 'SEQUENCIA-PRODUCAO'), title: name, year: attr(basic, 'ANO') }),
    origin: originOf(element, 'SEQUENCIA-PRODUCAO'),
    record: defined({
      id: slug(name),
      name,
      level: IN_PROGRESS[kind],
      supervision: ROLES[attr(detail, 'TIPO-DE-ORIENTACAO')] ?? 'supervisor',
      project: title ? { pt: title } : undefined,
      sponsor: agency ? { pt: agency } : undefined,
    }),
  };
}

export function mapSupervisions(root: LattesElement): Mapped {
  const graduates = FAMILIES.flatMap((family) =>
    findAll(root, family.element)
      .filter((element) => family.level !== 'specialization' || attr(child(element, `DADOS-BASICOS-${family.suffix}`), 'NATUREZA') === SPECIALIZATION)
      .map((element) => graduate(element, family)),
  );
  const students = (Object.keys(IN_PROGRESS) as (keyof typeof IN_PROGRESS)[]).flatMap((kind) => findAll(root, `ORIENTACAO-EM-ANDAMENTO-DE-${kind}`).map((element) => currentStudent(element, kind)));
  const otherCompleted = findAll(root, 'OUTRAS-ORIENTACOES-CONCLUIDAS').filter((element) => attr(child(element, 'DADOS-BASICOS-DE-OUTRAS-ORIENTACOES-CONCLUIDAS'), 'NATUREZA') !== SPECIALIZATION).length;
  const leftOut: LeftOut[] = [
    { section: 'Supervisions', count: findAll(root, 'ORIENTACOES-CONCLUIDAS-PARA-POS-DOUTORADO').length, why: 'completed postdoctoral supervisions: the alumni lists hold doctorates, masters and specializations' },
    { section: 'Supervisions', count: otherCompleted, why: 'other completed supervisions (undergraduate research, final-year projects): the alumni lists hold graduate degrees' },
    ...Object.entries(IN_PROGRESS_LEFT_OUT).map(([element, what]) => ({ section: 'Supervisions in progress', count: findAll(root, element).length, why: `${what}: the team page lists undergraduate research, master's and PhD students` })),
  ].filter((left) => left.count > 0);
  return { records: [...graduates, ...students], skipped: [], leftOut };
}
