// The text rules of a Lattes export (scripts/lib/lattes/text-repair.ts and read-file.ts), one by one on
// small inline texts and files; the fixture files that carry them through a whole export are read in
// lattes-parse.test.ts. Every text here is invented.
import { describe, expect, it } from 'vitest';
import { readLattesExport } from '../../scripts/lib/lattes/read-file.ts';
import { LattesRefused } from '../../scripts/lib/lattes/refused.ts';
import { decodeEntities, lostCharacterWord, mayHoldLineBreaks, readWordCodes, repairMojibake, repairText, typedInCapitals } from '../../scripts/lib/lattes/text-repair.ts';
import { findAll } from '../../scripts/lib/lattes/xml-tree.ts';

const mojibake = (text: string) => Buffer.from(text, 'utf8').toString('latin1');
const oneLine = (value: string) => repairText(value, false).text;
const paragraph = (value: string) => repairText(value, true).text;

/** A minimal export holding `body` under CURRICULO-VITAE, as ISO-8859-1 bytes (or as `bytes` gives them). */
function file(body: string, { declaration = '<?xml version="1.0" encoding="ISO-8859-1" standalone="no" ?>', bytes = (text: string) => Buffer.from(text, 'latin1') } = {}) {
  return bytes(`${declaration}\n<CURRICULO-VITAE NUMERO-IDENTIFICADOR="0000000000000000">${body}</CURRICULO-VITAE>\n`);
}

/** Genuine accents, as any real CV has thousands of: a file whose only accents are mojibake is refused as UTF-8. */
const GENUINE = '<DADOS-GERAIS NOME-COMPLETO="João Araújo" NOME-CURSO="Engenharia Química e Produção Agrícola" NOME-INSTITUICAO="Fundação de Amparo à Pesquisa"/>';

describe('entities Lattes escaped twice', () => {
  it('decodes &quot; &amp; &apos; &lt; &gt; &nbsp; and numeric references once more', () => {
    expect(decodeEntities('&quot;Forno&quot; &amp; &apos;Vapor&apos; &lt;15 &gt;3 a&nbsp;b &#945; &#x3B2; &ccedil;&atilde;o')).toBe('"Forno" & \'Vapor\' <15 >3 a\u00a0b α β ção');
  });

  it('decodes a third layer (&amp;amp;quot;), and leaves unknown names and impossible numbers alone', () => {
    expect(decodeEntities('&amp;quot;x&amp;quot;')).toBe('"x"');
    expect(decodeEntities('R&D &unknown; &#55296; &#0; & ;')).toBe('R&D &unknown; &#55296; &#0; & ;');
  });

  it('a &#10; is a line break in a description and a space in a title; whitespace runs collapse', () => {
    expect(paragraph('Objetivos:&#13;&#10;&#10;&#10;&#10;1.&#09;Medir   a vazão;&#10;2.&#09;Controlar ')).toBe('Objetivos:\n\n1. Medir a vazão;\n2. Controlar');
    expect(oneLine('Controle&#10;preditivo&#09; de&nbsp;&nbsp;plantas ')).toBe('Controle preditivo de plantas');
    expect(mayHoldLineBreaks('DESCRICAO-DO-PROJETO')).toBe(true);
    expect(mayHoldLineBreaks('TEXTO-RESUMO-CV-RH-EN')).toBe(true);
    expect(mayHoldLineBreaks('DESCRICAO-INFORMACOES-ADICIONAIS')).toBe(true);
    expect(mayHoldLineBreaks('OUTRAS-INFORMACOES-RELEVANTES')).toBe(true);
    expect(mayHoldLineBreaks('TITULO-DO-ARTIGO')).toBe(false);
    expect(mayHoldLineBreaks('NOME-COMPLETO-DO-AUTOR')).toBe(false);
  });
});

describe("Word's codes", () => {
  it('reads C1 code points (&#150; or a raw 0x96) as the Windows-1252 characters they meant', () => {
    expect(oneLine('Vale Central &#150; VC, &#147;Oficina&#148; do operator&#146;s &#133;')).toBe('Vale Central – VC, “Oficina” do operator’s …');
    expect(readWordCodes('a\u0096b\u0080c\u0081d')).toBe('a–b€cd');
  });

  it("reads Word's Symbol-font letters as Greek (&#61537;-amilase is α-amilase)", () => {
    expect(oneLine('&#61537;-amilase e ganho &#61543;')).toBe('α-amilase e ganho γ');
  });
});

describe('mojibake typed or pasted into Lattes', () => {
  it('is repaired run by run, beside genuine accents, and twice-encoded text takes a second round', () => {
    expect(repairMojibake(`Avaliação da ${mojibake('Valoração')} de resíduos`)).toBe('Avaliação da Valoração de resíduos');
    expect(repairMojibake(mojibake('“Oficina do Vapor” – coleção'))).toBe('“Oficina do Vapor” – coleção');
    expect(repairMojibake(mojibake(mojibake('ação')))).toBe('ação');
    // "Á" is C3 81: read as ISO-8859-1 the 81 is a C1 control, which must survive until the repair.
    expect(oneLine(`${mojibake('ÁGUA E ÍNDICES')} – &#150;`)).toBe('ÁGUA E ÍNDICES – –');
  });

  it('is left alone when the repair is ambiguous: genuine Latin-1 that happens to be valid UTF-8', () => {
    // "É” " (C9 94) is valid UTF-8 for U+0254 "ɔ", "Í”" (CD 94) for a combining mark: not plausible letters, so they stay.
    for (const genuine of ['“JOSÉ”', '“CAPÍ”', 'AÇÃO', 'Nº 3, 1ª edição', 'São Paulo', '±5 °C']) expect(repairMojibake(genuine)).toBe(genuine);
  });
});

describe('characters lost before the file reached the site', () => {
  it('finds a "?" inside a word, not in addresses', () => {
    expect(lostCharacterWord('Reading the operator?s console')).toBe('operator?s');
    expect(lostCharacterWord('Produ??o de etanol')).toBe('Produ??o');
    for (const fine of ['https://example.org/cv.do?id=K123', 'www.example.org/busca?q=abc', 'Why? Because', 'O que é? Nada', 'Sim ? não']) expect(lostCharacterWord(fine)).toBeUndefined();
  });
});

describe('typedInCapitals', () => {
  it.each([
    ['NÚMEROS DE DIAS SECOS E CHUVOSOS NO ESTADO', true],
    ['ESTUDO DO pH EM SOLOS DO CERRADO BRASILEIRO', true],
    ['Controle de pH em CSTR', false],
    ['Controle MPC de CSTR e PFR via LMI', false],
    ['Números de dias secos e chuvosos no estado', false],
    ['UFVC', false],
    ['ENGENHARIA QUÍMICA', false], // two words
    ['A B C D', false], // few letters
    ['UFVC, CNPq e FAPESP', false],
    ['', false],
  ])('%j → %s', (text, expected) => {
    expect(typedInCapitals(text)).toBe(expected);
  });
});

describe('readLattesExport on small files', () => {
  const article = (sequence: number, title: string) =>
    `<PRODUCAO-BIBLIOGRAFICA><ARTIGOS-PUBLICADOS><ARTIGO-PUBLICADO SEQUENCIA-PRODUCAO="${sequence}"><DADOS-BASICOS-DO-ARTIGO TITULO-DO-ARTIGO="${title}"/><AUTORES NOME-COMPLETO-DO-AUTOR="Ana Souza"/></ARTIGO-PUBLICADO></ARTIGOS-PUBLICADOS></PRODUCAO-BIBLIOGRAFICA>`;
  const titleOf = (root: ReturnType<typeof readLattesExport>['root']) => findAll(root, 'DADOS-BASICOS-DO-ARTIGO')[0]!.attributes['TITULO-DO-ARTIGO'];

  it('names a repaired text by the nearest element with a sequence', () => {
    const { root, notes } = readLattesExport(file(`${GENUINE}${article(12, `${mojibake('Valoração')} de resíduos`)}`), 'small.xml');
    expect(titleOf(root)).toBe('Valoração de resíduos');
    expect(notes).toEqual([{ origin: 'ARTIGO-PUBLICADO SEQUENCIA-PRODUCAO=12', message: 'TITULO-DO-ARTIGO was typed in Lattes with broken accents and has been repaired: "ValoraÃ§Ã£o de resíduos" → "Valoração de resíduos".' }]);
  });

  it('a long repaired text is quoted around its repair', () => {
    const long = `${'Uma descrição muito longa de um projeto de pesquisa aplicada, '.repeat(3)}com ${mojibake('avaliação')} no fim.`;
    const { notes } = readLattesExport(file(`${GENUINE}<PROJETO-DE-PESQUISA SEQUENCIA-PROJETO="3" DESCRICAO-DO-PROJETO="${long}"/>`), 'small.xml');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.origin).toBe('PROJETO-DE-PESQUISA SEQUENCIA-PROJETO=3');
    expect(notes[0]!.message).toMatch(/^DESCRICAO-DO-PROJETO .*: "….*com avaliaÃ§Ã£o no fim\." → "….*com avaliação no fim\."\.$/);
  });

  it('a text with no sequence above it is named by its element', () => {
    const { notes } = readLattesExport(file(`<PREMIOS-TITULOS><PREMIO-TITULO NOME-DO-PREMIO-OU-TITULO="${mojibake('Menção honrosa')}"/></PREMIOS-TITULOS>${GENUINE}`), 'small.xml');
    expect(notes.map((note) => note.origin)).toEqual(['PREMIO-TITULO']);
  });

  it('a file wholly UTF-8 under its ISO-8859-1 declaration is refused, with or without a byte-order mark', () => {
    const utf8 = file(`<DADOS-GERAIS NOME-COMPLETO="João Araújo"/>${article(1, 'Reconciliação de dados')}`, { bytes: (text) => Buffer.from(text, 'utf8') });
    expect(() => readLattesExport(utf8, 'small.xml')).toThrow(/UTF-8 bytes.*"Ã§"/);
    expect(() => readLattesExport(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), file(article(1, 'Dados'))]), 'small.xml')).toThrow(/UTF-8 bytes/);
  });

  it('a file whose mojibake outnumbers its genuine accents is refused; a few among many are repaired', () => {
    const genuine = (count: number) => Array.from({ length: count }, (_, index) => article(index + 100, 'Produção e difusão')).join('');
    const pasted = (count: number) => Array.from({ length: count }, (_, index) => article(index + 1, mojibake('Valoração e difusão'))).join('');
    expect(() => readLattesExport(file(`${genuine(2)}${pasted(3)}`), 'small.xml')).toThrow(LattesRefused);
    expect(readLattesExport(file(`${genuine(3)}${pasted(2)}`), 'small.xml').notes).toHaveLength(2);
  });

  it('a UTF-8 file whose accents were encoded twice is refused; one mojibake text among genuine accents is repaired', () => {
    const utf8 = (text: string) => Buffer.from(text, 'utf8');
    const declaration = '<?xml version="1.0" encoding="UTF-8"?>';
    expect(() => readLattesExport(file(mojibake(`${GENUINE}${article(1, 'Reconciliação de dados')}`), { declaration, bytes: utf8 }), 'small.xml')).toThrow(/UTF-8 encoded twice/);
    const one = readLattesExport(file(`${GENUINE}${article(1, mojibake('Reconciliação de dados'))}`, { declaration, bytes: utf8 }), 'small.xml');
    expect([titleOf(one.root), one.notes.length]).toEqual(['Reconciliação de dados', 1]);
  });

  it('a file with no declaration is UTF-8; one whose bytes are not UTF-8 is read as ISO-8859-1, with a note', () => {
    expect(titleOf(readLattesExport(file(article(1, 'Produção'), { declaration: '', bytes: (text) => Buffer.from(text, 'utf8') }), 'small.xml').root)).toBe('Produção');
    const latin1 = readLattesExport(file(article(1, 'Produção'), { declaration: '' }), 'small.xml');
    expect(titleOf(latin1.root)).toBe('Produção');
    expect(latin1.notes).toEqual([{ origin: 'small.xml', message: expect.stringMatching(/no XML declaration.*read as ISO-8859-1/) }]);
  });

  it('a file declared UTF-8 whose bytes are not is refused, and so is an encoding Lattes never writes', () => {
    expect(() => readLattesExport(file(article(1, 'Produção'), { declaration: '<?xml version="1.0" encoding="UTF-8"?>' }), 'small.xml')).toThrow(/says it is UTF-8 but its bytes are not/);
    expect(() => readLattesExport(file(article(1, 'Dados'), { declaration: '<?xml version="1.0" encoding="KOI8-R"?>' }), 'small.xml')).toThrow(/declares the encoding "koi8-r"/);
  });

  it('a "?" inside a word gets one note for the file, naming a few of the words', () => {
    const { notes } = readLattesExport(file(`${article(1, 'Reading the operator?s console')}${article(2, 'Operator?s console')}${article(3, 'https://example.org/?id=1')}`), 'small.xml');
    expect(notes).toEqual([{ origin: 'small.xml', message: '2 texts have a "?" inside a word where Lattes could not store a character ("operator?s", "Operator?s"): check them on the site.' }]);
  });

  it('an entity declared in a DOCTYPE is not expanded', () => {
    const bomb = `<?xml version="1.0" encoding="ISO-8859-1"?>\n<!DOCTYPE CURRICULO-VITAE [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>\n<CURRICULO-VITAE><DADOS-GERAIS NOME-COMPLETO="&c;"/></CURRICULO-VITAE>\n`;
    let name: string | undefined;
    try {
      name = findAll(readLattesExport(Buffer.from(bomb, 'latin1'), 'bomb.xml').root, 'DADOS-GERAIS')[0]?.attributes['NOME-COMPLETO'];
    } catch (error) {
      expect(error).toBeInstanceOf(LattesRefused);
    }
    expect((name ?? '').length).toBeLessThan(100);
  });
});
