// PROJETO-DE-PESQUISA → projects. SITUACAO EM_ANDAMENTO → active; CONCLUIDO → completed; DESATIVADO
// (stopped before its end) → completed as well, since the site has two states. Title and description in
// Portuguese, English from NOME-DO-PROJETO-INGLES / DESCRICAO-DO-PROJETO-INGLES. Funders are proper names
// ({ pt } until translated), the team's roles come from words.json, and a completed project's
// publication count is the number of productions Lattes links to it. Teaching, extension and other
// natures are not research projects and are left out.
import type { IncomingRecord, SourceProblem } from '../record-import/types.ts';
import type { Mapped } from './mapped.ts';
import { defined } from './publications.ts';
import { bilingual, originOf, slug, sourceKey, yearOf } from './record-helpers.ts';
import { attr, findAll, type LattesElement } from './xml-tree.ts';
import words from './words.json' with { type: 'json' };

const STATUS: Record<string, 'active' | 'completed'> = { EM_ANDAMENTO: 'active', CONCLUIDO: 'completed', DESATIVADO: 'completed' };
const RESEARCH = new Set(['PESQUISA', 'DESENVOLVIMENTO', '']);

function project(element: LattesElement): IncomingRecord | SourceProblem {
  const origin = originOf(element, 'SEQUENCIA-PROJETO');
  const title = attr(element, 'NOME-DO-PROJETO');
  const status = STATUS[attr(element, 'SITUACAO')];
  if (!status) return { origin, message: `its SITUACAO "${attr(element, 'SITUACAO')}" is none of EM_ANDAMENTO, CONCLUIDO, DESATIVADO`, field: 'projects status' };
  const members = findAll(element, 'INTEGRANTES-DO-PROJETO').sort((a, b) => Number(attr(a, 'ORDEM-DE-INTEGRACAO')) - Number(attr(b, 'ORDEM-DE-INTEGRACAO')));
  const funders = findAll(element, 'FINANCIADOR-DO-PROJETO').map((funder) => attr(funder, 'NOME-INSTITUICAO')).filter(Boolean);
  const description = attr(element, 'DESCRICAO-DO-PROJETO');
  return {
    collection: 'projects',
    list: '/items',
    source: sourceKey({ element: element.name, sequence: attr(element, 'SEQUENCIA-PROJETO'), title, year: attr(element, 'ANO-INICIO') }),
    origin,
    record: defined({
      id: slug(title, 6),
      status,
      title: bilingual(title, attr(element, 'NOME-DO-PROJETO-INGLES')),
      description: description ? bilingual(description, attr(element, 'DESCRICAO-DO-PROJETO-INGLES')) : undefined,
      startYear: yearOf(attr(element, 'ANO-INICIO')),
      endYear: attr(element, 'ANO-FIM') ? yearOf(attr(element, 'ANO-FIM')) : undefined,
      funding: funders.length ? { pt: funders.join(', ') } : undefined,
      team: members.map((member) => ({
        name: attr(member, 'NOME-COMPLETO'),
        role: { ...words.projectRole[attr(member, 'FLAG-RESPONSAVEL') === 'SIM' ? 'coordinator' : 'member'] },
      })),
      publications: status === 'completed' ? findAll(element, 'PRODUCAO-CT-DO-PROJETO').length : undefined,
    }),
  };
}

export function mapProjects(root: LattesElement): Mapped {
  const mapped = findAll(root, 'PROJETO-DE-PESQUISA')
    .filter((element) => RESEARCH.has(attr(element, 'NATUREZA')))
    .map(project);
  return {
    records: mapped.filter((item): item is IncomingRecord => 'record' in item),
    skipped: mapped.filter((item): item is SourceProblem => !('record' in item)),
  };
}
