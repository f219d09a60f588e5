// CURSO-DE-CURTA-DURACAO-MINISTRADO → minicourses. Title in Portuguese, English from TITULO-INGLES; the
// institution from INSTITUICAO-PROMOTORA-DO-CURSO; the length when Lattes gives it in hours; the other
// instructors (AUTORES other than the CV's owner) as the co-instructor. Lattes does not record how many
// took a course, so `participants` is left for the maintainer (the statistics count what is there).
import type { Mapped, LattesContext } from './mapped.ts';
import { defined } from './publications.ts';
import { bilingual, originOf, plain, slug, sourceKey, yearOf } from './record-helpers.ts';
import { attr, child, findAll, type LattesElement } from './xml-tree.ts';

const TYPES: Record<string, string> = { EXTENSAO: 'extension' };

export function mapMinicourses(root: LattesElement, context: LattesContext): Mapped {
  const records = findAll(root, 'CURSO-DE-CURTA-DURACAO-MINISTRADO').map((element) => {
    const basic = child(element, 'DADOS-BASICOS-DE-CURSOS-CURTA-DURACAO-MINISTRADO');
    const detail = child(element, 'DETALHAMENTO-DE-CURSOS-CURTA-DURACAO-MINISTRADO');
    const title = attr(basic, 'TITULO');
    const year = attr(basic, 'ANO');
    const hours = attr(detail, 'UNIDADE') === 'HORAS' && /^\d+$/.test(attr(detail, 'DURACAO')) ? Number(attr(detail, 'DURACAO')) : undefined;
    const others = element.children
      .filter((candidate) => candidate.name === 'AUTORES' && plain(attr(candidate, 'NOME-COMPLETO-DO-AUTOR')) !== plain(context.owner))
      .map((author) => attr(author, 'NOME-COMPLETO-DO-AUTOR'));
    return {
      collection: 'minicourses',
      list: '/items',
      source: sourceKey({ element: element.name, sequence: attr(element, 'SEQUENCIA-PRODUCAO'), title, year }),
      origin: originOf(element, 'SEQUENCIA-PRODUCAO'),
      record: defined({
        id: `${slug(title, 6)}-${year}`,
        title: bilingual(title, attr(basic, 'TITULO-INGLES')),
        year: yearOf(year),
        type: TYPES[attr(detail, 'NIVEL-DO-CURSO')] ?? 'minicourse',
        duration: hours && hours > 0 ? hours : undefined,
        institution: { pt: attr(detail, 'INSTITUICAO-PROMOTORA-DO-CURSO') },
        collaborator: others.length ? others.join(', ') : undefined,
      }),
    };
  });
  return { records, skipped: [] };
}
