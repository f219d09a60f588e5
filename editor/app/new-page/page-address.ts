// The address a new page is offered from its Portuguese title, until the maintainer writes one.

/** "Seminários do Grupo" → "/seminarios-do-grupo": no accents, lowercase, words joined by hyphens. */
export function addressFromTitle(title: string): string {
  const words = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return words ? `/${words}` : '';
}
