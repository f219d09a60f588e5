// PREMIO-TITULO → awards. Lattes gives the name (English in NOME-DO-PREMIO-OU-TITULO-INGLES), the
// granting body and the year; not what the award recognises, so `kind` is "other" until the maintainer
// picks research, teaching or fellowship on the site (an edit the re-sync keeps). PREMIO-TITULO has no
// sequence number: its source is the hash of its name and year.
import type { Mapped } from './mapped.ts';
import { bilingual, originOf, slug, sourceKey } from './record-helpers.ts';
import { attr, findAll } from './xml-tree.ts';

export function mapAwards(root: Parameters<typeof findAll>[0]): Mapped {
  const records = findAll(root, 'PREMIO-TITULO').map((element) => {
    const title = attr(element, 'NOME-DO-PREMIO-OU-TITULO');
    const year = attr(element, 'ANO-DA-PREMIACAO');
    return {
      collection: 'awards',
      list: '/items',
      source: sourceKey({ element: element.name, title, year }),
      origin: `${originOf(element)} "${title}" (${year})`,
      record: {
        id: `${year}-${slug(title, 6)}`,
        year,
        kind: 'other',
        title: bilingual(title, attr(element, 'NOME-DO-PREMIO-OU-TITULO-INGLES')),
        organization: { pt: attr(element, 'NOME-DA-ENTIDADE-PROMOTORA') },
      },
    };
  });
  return { records, skipped: [] };
}
