// PROJETO-DE-PESQUISA → projects. SITUACAO EM_ANDAMENTO → active; CONCLUIDO → completed; DESATIVADO
// (stopped before its end) → completed as well, since the site has two states. Title and description in
// Portuguese, English from NOME-DO-PROJETO-INGLES / DESCRICAO-DO-PROJETO-INGLES. Funders are proper names
// ({ pt } until translated), the team's roles come from words.json, and a completed project's
// publication count is the number of productions Lattes links to it. Teaching, extension and other
// natures are not research projects and are left out (counted in the report).
//
// SEQUENCIA-PROJETO is numbered within each professional activity, not across the CV (one real export has
// six different projects numbered 1), so a project's key is its place in the CV: the activity
// (ATUACAO-PROFISSIONAL SEQUENCIA-ATIVIDADE), the participation (PARTICIPACAO-EM-PROJETO
// SEQUENCIA-FUNCAO-ATIVIDADE, SEQUENCIA-FUNCIONAL in some exports) and the project's own number. The key
// the first importer gave (the project's number alone) is kept as a former source of the first project
// holding it in document order, the one that importer kept, so a site that imported it is re-linked.
import type { IncomingRecord, SourceProblem } from '../record-import/types.ts';
import type { LeftOut } from '../record-import/types.ts';
import type { Mapped } from './mapped.ts';
import { defined } from './publications.ts';
import { bilingual, originOf, slug, sourceKey, yearOf } from './record-helpers.ts';
import { attr, findAll, type LattesElement } from './xml-tree.ts';
import words from './words.json' with { type: 'json' };

const STATUS: Record<string, 'active' | 'completed'> = { EM_ANDAMENTO: 'active', CONCLUIDO: 'completed', DESATIVADO: 'completed' };
const RESEARCH = new Set(['PESQUISA', 'DESENVOLVIMENTO', '']);

const NATURES: Record<string, string> = { EXTENSAO: 'extension projects', ENSINO: 'teaching projects', OUTRA: 'projects of another nature' };

interface Placed {
  element: LattesElement;
  /** Activity, participation and project numbers: unique in the CV. */
  place: string;
}

/** Every PROJETO-DE-PESQUISA with its place in the CV. */
function placedProjects(root: LattesElement): Placed[] {
  return findAll(root, 'ATUACAO-PROFISSIONAL').flatMap((activity) =>
    findAll(activity, 'PARTICIPACAO-EM-PROJETO').flatMap((participation) =>
      findAll(participation, 'PROJETO-DE-PESQUISA').map((element) => ({
        element,
        place: [attr(activity, 'SEQUENCIA-ATIVIDADE'), attr(participation, 'SEQUENCIA-FUNCAO-ATIVIDADE') || attr(participation, 'SEQUENCIA-FUNCIONAL'), attr(element, 'SEQUENCIA-PROJETO')].join('.'),
      })),
    ),
  );
}

function project({ element, place }: Placed, formerSource: string | undefined): IncomingRecord | SourceProblem {
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
    source: sourceKey({ element: element.name, sequence: place, title, year: attr(element, 'ANO-INICIO') }),
    origin,
    ...(formerSource ? { formerSources: [formerSource] } : {}),
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
  const placed = placedProjects(root);
  const formerKeys = new Set<string>();
  const mapped = placed
    .filter(({ element }) => RESEARCH.has(attr(element, 'NATUREZA')))
    .map((entry) => {
      const sequence = attr(entry.element, 'SEQUENCIA-PROJETO');
      const former = `lattes:${entry.element.name}:${sequence}`;
      const first = sequence !== '' && !formerKeys.has(former);
      formerKeys.add(former);
      return project(entry, first ? former : undefined);
    });
  const leftOut: LeftOut[] = Object.entries(NATURES).flatMap(([nature, what]) => {
    const count = placed.filter(({ element }) => attr(element, 'NATUREZA') === nature).length;
    return count ? [{ section: 'Projects', count, why: `${what} (NATUREZA ${nature}): the projects page lists research and development projects` }] : [];
  });
  return {
    records: mapped.filter((item): item is IncomingRecord => 'record' in item),
    skipped: mapped.filter((item): item is SourceProblem => !('record' in item)),
    leftOut,
  };
}
