// What real CVs hold that the fictional template does not, each in a small synthetic export written here:
// two projects numbered alike in two activities, a project without a description, a chapter without a
// publisher, co-authors cited by one name, a thesis from 1975, books, patents, students supervised now and
// the CV's summary. Each imports into a copy of the site, validates, and is reported per section.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseLattes } from '../../scripts/lib/lattes/index.ts';
import { applyPlan, formatPlan, planImport } from '../../scripts/lib/record-import/index.ts';
import { validateProject } from '../../scripts/lib/validate-project.ts';
import { copyProjectData, readCollection, snapshotOf } from '../support/project-copy.ts';

type Item = Record<string, unknown> & { id: string; imported?: { source: string; from: string } };

const project = (activity: number, participation: number, sequence: number, title: string, description: string, start: number) => `
  <ATUACAO-PROFISSIONAL NOME-INSTITUICAO="Universidade do Vale Distante" SEQUENCIA-ATIVIDADE="${activity}">
    <ATIVIDADES-DE-PARTICIPACAO-EM-PROJETO>
      <PARTICIPACAO-EM-PROJETO SEQUENCIA-FUNCAO-ATIVIDADE="${participation}" ANO-INICIO="${start}">
        <PROJETO-DE-PESQUISA SEQUENCIA-PROJETO="${sequence}" ANO-INICIO="${start}" ANO-FIM="" NOME-DO-PROJETO="${title}" SITUACAO="EM_ANDAMENTO" NATUREZA="PESQUISA" DESCRICAO-DO-PROJETO="${description}" NOME-DO-PROJETO-INGLES="" DESCRICAO-DO-PROJETO-INGLES="">
          <EQUIPE-DO-PROJETO><INTEGRANTES-DO-PROJETO NOME-COMPLETO="Joana Exemplo Ferraz" ORDEM-DE-INTEGRACAO="1" FLAG-RESPONSAVEL="SIM"/></EQUIPE-DO-PROJETO>
        </PROJETO-DE-PESQUISA>
      </PARTICIPACAO-EM-PROJETO>
    </ATIVIDADES-DE-PARTICIPACAO-EM-PROJETO>
  </ATUACAO-PROFISSIONAL>`;

const author = (name: string, order: number) => `<AUTORES NOME-COMPLETO-DO-AUTOR="${name}" NOME-PARA-CITACAO="" ORDEM-DE-AUTORIA="${order}"/>`;

const cv = () => `<?xml version="1.0" encoding="ISO-8859-1" standalone="no"?>
<CURRICULO-VITAE SISTEMA-ORIGEM-XML="LATTES_OFFLINE" NUMERO-IDENTIFICADOR="0000000000000001">
 <DADOS-GERAIS NOME-COMPLETO="Joana Exemplo Ferraz" NOME-EM-CITACOES-BIBLIOGRAFICAS="FERRAZ, J. E.">
  <RESUMO-CV TEXTO-RESUMO-CV-RH="Engenheira química, pesquisa a secagem de alimentos." TEXTO-RESUMO-CV-RH-EN="Chemical engineer working on food drying."/>
  <ATUACOES-PROFISSIONAIS>
  ${project(1, 4, 1, 'Secagem de frutas em leito de jorro', 'Cinética de secagem de polpas tropicais.', 2019)}
  ${project(2, 7, 1, 'Extração supercrítica de óleos essenciais', '', 2021)}
  ${project(3, 9, 2, 'SECAGEM SOLAR DE GRÃOS EM PEQUENAS PROPRIEDADES', 'Secadores solares de baixo custo.', 2015)}
  </ATUACOES-PROFISSIONAIS>
 </DADOS-GERAIS>
 <PRODUCAO-BIBLIOGRAFICA>
  <ARTIGOS-PUBLICADOS>
   <ARTIGO-PUBLICADO SEQUENCIA-PRODUCAO="3">
    <DADOS-BASICOS-DO-ARTIGO TITULO-DO-ARTIGO="Drying kinetics of &lt;i&gt;Zea mays&lt;/i&gt; kernels" ANO-DO-ARTIGO="1975" IDIOMA="Inglês" DOI="10.5555/dry.1975.1" HOME-PAGE-DO-TRABALHO=""/>
    <DETALHAMENTO-DO-ARTIGO TITULO-DO-PERIODICO-OU-REVISTA="Revista Exemplo de Engenharia" VOLUME="3" FASCICULO="" PAGINA-INICIAL="1" PAGINA-FINAL="9"/>
    ${author('Joana Exemplo Ferraz', 1)}${author('Nery', 2)}${author('SOUZA, P.', 3)}
   </ARTIGO-PUBLICADO>
  </ARTIGOS-PUBLICADOS>
  <LIVROS-E-CAPITULOS>
   <LIVROS-PUBLICADOS-OU-ORGANIZADOS>
    <LIVRO-PUBLICADO-OU-ORGANIZADO SEQUENCIA-PRODUCAO="5">
     <DADOS-BASICOS-DO-LIVRO TIPO="LIVRO_ORGANIZADO_OU_EDICAO" TITULO-DO-LIVRO="Operações unitárias na indústria de alimentos" ANO="2018" IDIOMA="Português" DOI="" HOME-PAGE-DO-TRABALHO=""/>
     <DETALHAMENTO-DO-LIVRO NUMERO-DE-PAGINAS="312" ISBN="9780000000001" NUMERO-DA-EDICAO-REVISAO="2" CIDADE-DA-EDITORA="Vale Distante" NOME-DA-EDITORA="Editora Exemplo"/>
     ${author('Joana Exemplo Ferraz', 1)}
    </LIVRO-PUBLICADO-OU-ORGANIZADO>
   </LIVROS-PUBLICADOS-OU-ORGANIZADOS>
   <CAPITULOS-DE-LIVROS-PUBLICADOS>
    <CAPITULO-DE-LIVRO-PUBLICADO SEQUENCIA-PRODUCAO="6">
     <DADOS-BASICOS-DO-CAPITULO TITULO-DO-CAPITULO-DO-LIVRO="Secadores de leito de jorro" ANO="2018" IDIOMA="Português" DOI="" HOME-PAGE-DO-TRABALHO=""/>
     <DETALHAMENTO-DO-CAPITULO TITULO-DO-LIVRO="Operações unitárias na indústria de alimentos" PAGINA-INICIAL="" PAGINA-FINAL="" ORGANIZADORES="Ferraz, Joana E." NOME-DA-EDITORA=""/>
     ${author('Joana Exemplo Ferraz', 1)}
    </CAPITULO-DE-LIVRO-PUBLICADO>
   </CAPITULOS-DE-LIVROS-PUBLICADOS>
  </LIVROS-E-CAPITULOS>
 </PRODUCAO-BIBLIOGRAFICA>
 <PRODUCAO-TECNICA>
  <PATENTE SEQUENCIA-PRODUCAO="8">
   <DADOS-BASICOS-DA-PATENTE TITULO="Secador solar modular para frutas" ANO-DESENVOLVIMENTO="2020" HOME-PAGE=""/>
   <DETALHAMENTO-DA-PATENTE>
    <REGISTRO-OU-PATENTE TIPO-PATENTE="MODELO_DE_UTILIDADE_MU" CODIGO-DO-REGISTRO-OU-PATENTE="BR2020000000001" INSTITUICAO-DEPOSITO-REGISTRO="INPI - Instituto Nacional da Propriedade Industrial" NOME-DO-DEPOSITANTE="Universidade do Vale Distante"/>
    <HISTORICO-SITUACOES-PATENTE DESCRICAO-SITUACAO-PATENTE="Depósito" DATA-SITUACAO-PATENTE="01032020"/>
    <HISTORICO-SITUACOES-PATENTE DESCRICAO-SITUACAO-PATENTE="Concessão" DATA-SITUACAO-PATENTE="01032023"/>
   </DETALHAMENTO-DA-PATENTE>
   ${author('Joana Exemplo Ferraz', 1)}${author('Caio Exemplo Lins', 2)}
  </PATENTE>
 </PRODUCAO-TECNICA>
 <OUTRA-PRODUCAO>
  <ORIENTACOES-CONCLUIDAS>
   <ORIENTACOES-CONCLUIDAS-PARA-MESTRADO SEQUENCIA-PRODUCAO="9">
    <DADOS-BASICOS-DE-ORIENTACOES-CONCLUIDAS-PARA-MESTRADO TITULO="Secagem de café em camada fina" ANO="1975" IDIOMA="Português"/>
    <DETALHAMENTO-DE-ORIENTACOES-CONCLUIDAS-PARA-MESTRADO TIPO-DE-ORIENTACAO="ORIENTADOR_PRINCIPAL" NOME-DO-ORIENTADO="Rui Exemplo Prado" FLAG-BOLSA="NAO"/>
   </ORIENTACOES-CONCLUIDAS-PARA-MESTRADO>
  </ORIENTACOES-CONCLUIDAS>
  <ORIENTACOES-EM-ANDAMENTO>
   <ORIENTACAO-EM-ANDAMENTO-DE-DOUTORADO SEQUENCIA-PRODUCAO="10">
    <DADOS-BASICOS-DA-ORIENTACAO-EM-ANDAMENTO-DE-DOUTORADO TITULO-DO-TRABALHO="Liofilização de polpas de frutas" ANO="2024" IDIOMA="Português"/>
    <DETALHAMENTO-DA-ORIENTACAO-EM-ANDAMENTO-DE-DOUTORADO TIPO-DE-ORIENTACAO="CO_ORIENTADOR" NOME-DO-ORIENTANDO="Lia Exemplo Moura" FLAG-BOLSA="SIM" NOME-DA-AGENCIA="Fundação Exemplo de Amparo"/>
   </ORIENTACAO-EM-ANDAMENTO-DE-DOUTORADO>
   <ORIENTACAO-EM-ANDAMENTO-DE-INICIACAO-CIENTIFICA SEQUENCIA-PRODUCAO="11">
    <DADOS-BASICOS-DA-ORIENTACAO-EM-ANDAMENTO-DE-INICIACAO-CIENTIFICA TITULO-DO-TRABALHO="Secador solar de baixo custo" ANO="2025" IDIOMA="Português"/>
    <DETALHAMENTO-DA-ORIENTACAO-EM-ANDAMENTO-DE-INICIACAO-CIENTIFICA TIPO-DE-ORIENTACAO="ORIENTADOR_PRINCIPAL" NOME-DO-ORIENTANDO="Teo Exemplo Rios" FLAG-BOLSA="NAO"/>
   </ORIENTACAO-EM-ANDAMENTO-DE-INICIACAO-CIENTIFICA>
   <ORIENTACAO-EM-ANDAMENTO-DE-POS-DOUTORADO SEQUENCIA-PRODUCAO="12">
    <DADOS-BASICOS-DA-ORIENTACAO-EM-ANDAMENTO-DE-POS-DOUTORADO TITULO-DO-TRABALHO="Modelagem de secadores" ANO="2025" IDIOMA="Português"/>
    <DETALHAMENTO-DA-ORIENTACAO-EM-ANDAMENTO-DE-POS-DOUTORADO TIPO-DE-ORIENTACAO="ORIENTADOR_PRINCIPAL" NOME-DO-ORIENTANDO="Ana Exemplo Dias" FLAG-BOLSA="NAO"/>
   </ORIENTACAO-EM-ANDAMENTO-DE-POS-DOUTORADO>
  </ORIENTACOES-EM-ANDAMENTO>
 </OUTRA-PRODUCAO>
</CURRICULO-VITAE>
`;

const parse = (xml = cv()) => parseLattes(Buffer.from(xml, 'latin1'), 'curriculo-real-rules.xml');
const items = (root: string, collection: string, list = 'items') => (readCollection(root, collection)[list] ?? []) as Item[];
const lattesItems = (root: string, collection: string, list = 'items') => items(root, collection, list).filter((item) => item.imported?.from === 'lattes');

describe('a CV with what real exports hold', () => {
  const copy = copyProjectData('lattes-records-');
  let report: string;
  beforeAll(() => {
    // A site whose owner has no biography yet: the CV's summary may seed it.
    const site = join(copy.root, 'pages-data/site.json');
    const data = JSON.parse(readFileSync(site, 'utf8')) as { identity: Record<string, unknown> };
    delete data.identity.biography;
    writeFileSync(site, `${JSON.stringify(data, null, 2)}\n`);
    const plan = planImport(parse(), { root: copy.root });
    report = formatPlan(plan);
    applyPlan(plan, { root: copy.root });
  });
  afterAll(() => copy.remove());

  it('imports the two projects numbered 1 in two activities as two projects, one without a description', () => {
    const projects = lattesItems(copy.root, 'projects');
    expect(projects.map((p) => (p.title as { pt: string }).pt).sort()).toEqual(['Extração supercrítica de óleos essenciais', 'SECAGEM SOLAR DE GRÃOS EM PEQUENAS PROPRIEDADES', 'Secagem de frutas em leito de jorro']);
    expect(new Set(projects.map((p) => p.imported!.source)).size).toBe(3);
    expect(projects.find((p) => (p.title as { pt: string }).pt.startsWith('Extração'))).not.toHaveProperty('description');
  });

  it('lists a title typed in capitals, imported as typed, and drops the markup Lattes keeps in titles', () => {
    expect(report).toMatch(/Repaired or worth a look[^]*PROJETO-DE-PESQUISA SEQUENCIA-PROJETO=2: typed in capitals in Lattes, imported as typed: "SECAGEM SOLAR DE GRÃOS/);
    expect(lattesItems(copy.root, 'publications', 'articles')[0]!.title).toBe('Drying kinetics of Zea mays kernels');
  });

  it('keeps co-authors cited by one name, and an article and a thesis from 1975', () => {
    const [article] = lattesItems(copy.root, 'publications', 'articles');
    expect(article).toMatchObject({ year: 1975, authors: [{ family: 'Ferraz', given: 'Joana Exemplo' }, { family: 'Nery' }, { family: 'SOUZA', given: 'P.' }] });
    expect((article!.authors as object[])[1]).not.toHaveProperty('given');
    expect(lattesItems(copy.root, 'graduates')[0]).toMatchObject({ name: 'Rui Exemplo Prado', year: 1975 });
  });

  it('imports a chapter without a publisher or pages', () => {
    const [chapter] = lattesItems(copy.root, 'publications', 'chapters');
    expect(chapter).toMatchObject({ title: 'Secadores de leito de jorro', book: 'Operações unitárias na indústria de alimentos' });
    expect(chapter).not.toHaveProperty('publisher');
    expect(chapter).not.toHaveProperty('pages');
  });

  it('imports books and patents', () => {
    expect(lattesItems(copy.root, 'publications', 'books')).toEqual([
      expect.objectContaining({ kind: 'edited', title: 'Operações unitárias na indústria de alimentos', publisher: 'Editora Exemplo', pageCount: 312, isbn: '9780000000001', edition: '2', year: 2018 }),
    ]);
    expect(lattesItems(copy.root, 'publications', 'patents')).toEqual([
      expect.objectContaining({ title: 'Secador solar modular para frutas', number: 'BR2020000000001', office: 'INPI', granted: true, year: 2020, inventors: [{ family: 'Ferraz', given: 'Joana Exemplo' }, { family: 'Lins', given: 'Caio Exemplo' }] }),
    ]);
  });

  it('puts the students supervised now on the team, with their level and role; a postdoc is reported', () => {
    expect(lattesItems(copy.root, 'people')).toEqual([
      expect.objectContaining({ name: 'Teo Exemplo Rios', level: 'undergraduate', supervision: 'supervisor', project: { pt: 'Secador solar de baixo custo' } }),
      expect.objectContaining({ name: 'Lia Exemplo Moura', level: 'doctorate', supervision: 'co-supervisor', sponsor: { pt: 'Fundação Exemplo de Amparo' } }),
    ]);
    expect(report).toMatch(/Supervisions in progress: 2 on the site; left out: 1 postdoctoral researchers supervised now/);
  });

  it('seeds the biography from the CV summary, in both languages', () => {
    const site = JSON.parse(readFileSync(join(copy.root, 'pages-data/site.json'), 'utf8')) as { identity: { biography: unknown } };
    expect(site.identity.biography).toEqual([{ pt: 'Engenheira química, pesquisa a secagem de alimentos.', en: 'Chemical engineer working on food drying.' }]);
  });

  it('reports per section of the CV', () => {
    for (const line of ['Journal articles: 1 on the site', 'Books: 1 on the site', 'Book chapters: 1 on the site', 'Patents: 1 on the site', 'Projects: 3 on the site', 'Supervisions: 1 on the site'])
      expect(report).toContain(line);
  });

  it('validates, and a second import changes nothing', () => {
    expect(validateProject({ root: copy.root })).toEqual([]);
    const before = snapshotOf(copy.root);
    expect(applyPlan(planImport(parse(), { root: copy.root }), { root: copy.root }).written).toEqual([]);
    expect(snapshotOf(copy.root)).toEqual(before);
  });
});

describe('a site the first importer wrote', () => {
  const copy = copyProjectData('lattes-relink-');
  afterAll(() => copy.remove());

  it('re-links a project keyed by its number alone (the first one holding it), even after its title was edited on the site', () => {
    const first = parse();
    const plan = planImport(first, { root: copy.root });
    applyPlan(plan, { root: copy.root });
    // As the first importer left it: the project's number alone as its key, and a title the owner reworded.
    const file = join(copy.root, 'pages-data/collections/projects.json');
    const data = JSON.parse(readFileSync(file, 'utf8')) as { items: Item[] };
    const drying = data.items.find((item) => (item.title as { pt: string }).pt === 'Secagem de frutas em leito de jorro')!;
    drying.imported!.source = 'lattes:PROJETO-DE-PESQUISA:1';
    drying.title = { pt: 'Secagem de frutas tropicais em leito de jorro' };
    writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
    const again = planImport(parse(), { root: copy.root });
    applyPlan(again, { root: copy.root });
    const projects = lattesItems(copy.root, 'projects');
    expect(projects).toHaveLength(3);
    expect(projects.map((p) => (p.title as { pt: string }).pt)).toContain('Secagem de frutas tropicais em leito de jorro');
    expect(again.collections.flatMap((c) => c.gone)).toEqual([]);
  });

  it('keeps a biography the owner wrote', () => {
    const site = join(copy.root, 'pages-data/site.json');
    const before = readFileSync(site, 'utf8');
    const plan = planImport(parse(), { root: copy.root });
    expect(formatPlan(plan)).toContain('has one already, and it is kept');
    applyPlan(plan, { root: copy.root });
    expect(readFileSync(site, 'utf8')).toBe(before);
  });
});

describe('a record the site cannot hold', () => {
  const copy = copyProjectData('lattes-unfit-');
  afterAll(() => copy.remove());

  it('is left out and named with what to fill in; the rest is written', () => {
    // A journal article with no journal: the one field an article cannot be without.
    const plan = planImport(parse(cv().replace('TITULO-DO-PERIODICO-OU-REVISTA="Revista Exemplo de Engenharia"', 'TITULO-DO-PERIODICO-OU-REVISTA=""')), { root: copy.root });
    expect(plan.problems).toEqual([]);
    expect(plan.unfit).toEqual([expect.objectContaining({ origin: 'ARTIGO-PUBLICADO SEQUENCIA-PRODUCAO=3', field: expect.stringContaining('publications /articles/') })]);
    expect(formatPlan(plan)).toMatch(/Not imported until a field is filled in \(1 record\)[^\n]*\n\s+- ARTIGO-PUBLICADO SEQUENCIA-PRODUCAO=3 → publications \/articles\/\d+: missing required property "journal"/);
    applyPlan(plan, { root: copy.root });
    expect(lattesItems(copy.root, 'publications', 'articles')).toEqual([]);
    expect(lattesItems(copy.root, 'projects')).toHaveLength(3);
    expect(validateProject({ root: copy.root })).toEqual([]);
  });
});
