// A publications collection with every kind of work, for the tests of books and patents (the sample's
// own lists stay as the spec fixes them: articles and chapters). Fictional, like the sample: an authored
// and an edited book, a granted and a filed patent, an author cited by one name, a chapter without
// publisher or pages and a thesis-era year.
import type { PublicationCollection } from '../../src/generated/schemas.ts';

export const BOOKS_AND_PATENTS: PublicationCollection = {
  $schema: '../../schemas/collections/publications.schema.json',
  version: 1,
  doiResolver: 'https://doi.example/',
  typeColors: { research: 'blue', review: 'grape', short: 'cyan', chapter: 'orange', conference: 'teal', book: 'indigo', patent: 'pink' },
  articles: [
    {
      id: 'nery2024disturbance',
      type: 'research',
      title: 'Disturbance models learned from plant data',
      authors: [{ family: 'Tavares', given: 'Ricardo M.' }, { family: 'Nery' }],
      journal: 'Journal of Process Control Engineering',
      year: 2024,
      doi: '10.5555/jpce.2024.1',
    },
  ],
  chapters: [{ id: 'tavares1948chapter', title: 'Destilação fracionada em colunas de pratos', language: 'pt', authors: [{ family: 'Prado', given: 'Marcelo V.' }], book: 'Anais de Química Industrial', year: 1948 }],
  books: [
    {
      id: 'tavares2019book',
      kind: 'authored',
      title: 'Controle Preditivo de Processos Químicos',
      language: 'pt',
      authors: [{ family: 'Tavares', given: 'Ricardo M.' }, { family: 'Figueiredo', given: 'Mariana C.' }],
      publisher: 'Editora Universitária do Vale',
      location: 'Rio de Janeiro',
      year: 2019,
      edition: '2',
      pageCount: 320,
      isbn: '978-85-0000-000-1',
      url: 'https://editora.ufvc.example/controle-preditivo',
    },
    {
      id: 'tavares2022edited',
      kind: 'edited',
      title: 'Process Safety in the Energy Transition',
      authors: [{ family: 'Tavares', given: 'Ricardo M.' }],
      publisher: 'Vale Academic Press',
      year: 2022,
      doi: '10.5555/vap.2022.7',
    },
  ],
  patents: [
    {
      id: 'tavares2015patent',
      title: 'Sistema de controle preditivo para eletrolisadores alcalinos',
      language: 'pt',
      inventors: [{ family: 'Tavares', given: 'Ricardo M.' }, { family: 'Lindqvist', given: 'Erik' }],
      year: 2015,
      number: 'BR1020150000001',
      office: 'INPI',
      kind: 'Privilégio de inovação',
      holders: 'Universidade Federal do Vale',
      granted: true,
      url: 'https://patentes.ufvc.example/BR1020150000001',
    },
    { id: 'tavares2021patent', title: 'Soft sensor for ethanol fermentation', inventors: [{ family: 'Tavares', given: 'Ricardo M.' }], year: 2021 },
  ],
};
