// The texts of a Lattes export as the researcher meant them. Lattes stores what was typed or pasted, and
// its export adds its own layer of escaping, so a value read from the XML may still hold:
// - entities escaped twice (`&amp;quot;`, `&amp;#10;`, `&amp;nbsp;` in the file: a literal `&quot;` after
//   parsing), decoded here once more;
// - Windows-1252 codes from Word (`&#150;` `&#147;` `&#148;` `&#146;` `&#133;`, numbers in the C1 range
//   128–159 that mean – “ ” ’ … in Windows-1252), and Word's Symbol-font letters (`&#61537;`, U+F061 for α);
// - mojibake typed or pasted that way into Lattes ("ValoraÃ§Ã£o" for "Valoração"), repaired where the
//   repair is unambiguous and named in a note;
// - characters lost before the file reached the site: U+FFFD `�` (or its UTF-8 bytes read as Latin-1,
//   "ï¿½"), and `?` inside a word where Lattes could not store a character; these are counted, never
//   guessed back.
import { attr, type LattesElement } from './xml-tree.ts';

/** Something the report tells the owner about the file: where (an element and its sequence, or the file) and what, in one sentence. */
export interface LattesNote {
  origin: string;
  message: string;
}

// ---------------------------------------------------------------------------------------------------
// Windows-1252: the characters its bytes 0x80–0x9F stand for, and the way back from a character to its byte.

// Written out rather than asked of TextDecoder: WHATWG's "windows-1252" decoder reads these bytes so,
// but Node 20's reads them as ISO-8859-1 C1 controls. The five bytes Windows-1252 leaves undefined stay
// C1 controls.
const WINDOWS_1252_80_9F = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
/** U+0080–U+009F (a C1 control, which is what `&#150;` or a raw 0x96 read as ISO-8859-1 gives) → the Windows-1252 character. */
const C1_MEANING = new Map<number, string>();
/** A character → its single Windows-1252 byte (0x80–0xFF), for reading mojibake back into the bytes it was; a C1 control maps to its own byte too. */
const BYTE_OF = new Map<string, number>();
for (let byte = 0x80; byte <= 0xff; byte += 1) {
  BYTE_OF.set(String.fromCharCode(byte), byte);
  if (byte > 0x9f) continue;
  const character = WINDOWS_1252_80_9F[byte - 0x80]!;
  BYTE_OF.set(character, byte);
  if (character.charCodeAt(0) > 0x9f) C1_MEANING.set(byte, character);
}

// Word's Symbol font puts Greek letters in the private-use area U+F020–U+F0FF, at U+F000 + the ASCII
// letter the font draws them on ("&#61537;-amilase" is α-amilase). Only the letters are mapped: the font's other
// signs have no single reading.
const SYMBOL_LOWER = 'αβχδεφγηιϕκλμνοπθρστυϖωξψζ';
const SYMBOL_UPPER = 'ΑΒΧΔΕΦΓΗΙϑΚΛΜΝΟΠΘΡΣΤΥςΩΞΨΖ';

function symbolFontLetter(codePoint: number): string | undefined {
  const letter = codePoint - 0xf000;
  if (letter >= 0x61 && letter <= 0x7a) return [...SYMBOL_LOWER][letter - 0x61];
  if (letter >= 0x41 && letter <= 0x5a) return [...SYMBOL_UPPER][letter - 0x41];
  return undefined;
}

// ---------------------------------------------------------------------------------------------------
// Entities escaped twice.

// HTML's Latin-1 entity names, U+00A0 to U+00FF in order, and the punctuation Word pastes.
const LATIN1_NAMES =
  'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml';
const NAMED = new Map<string, string>([
  ['quot', '"'],
  ['amp', '&'],
  ['apos', "'"],
  ['lt', '<'],
  ['gt', '>'],
  ...LATIN1_NAMES.split(' ').map((name, index): [string, string] => [name, String.fromCharCode(0xa0 + index)]),
  ['ndash', '–'],
  ['mdash', '—'],
  ['lsquo', '‘'],
  ['rsquo', '’'],
  ['sbquo', '‚'],
  ['ldquo', '“'],
  ['rdquo', '”'],
  ['bdquo', '„'],
  ['hellip', '…'],
  ['bull', '•'],
  ['euro', '€'],
  ['trade', '™'],
  ['ensp', ' '],
  ['emsp', ' '],
  ['thinsp', ' '],
]);

/** What the repair changed in one text, counted for the report and the tests. */
export interface RepairCounts {
  /** Entities decoded once more (`&quot;`, `&#10;`, `&nbsp;`… left in the text by Lattes's double escaping). */
  entities: number;
  /** Windows-1252 codes (C1 code points) read as the character they meant. */
  windows1252: number;
  /** Symbol-font letters read as the Greek letter. */
  symbolFont: number;
}

function emptyCounts(): RepairCounts {
  return { entities: 0, windows1252: 0, symbolFont: 0 };
}

const ENTITY = /&(#[0-9]{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,7});/gi;

/** One more round of entity decoding; unknown names and impossible numbers are left as they are. */
function decodeEntitiesOnce(text: string, counts: RepairCounts): string {
  return text.replace(ENTITY, (whole, body: string) => {
    let character: string | undefined;
    if (body.startsWith('#')) {
      const codePoint = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      const valid = codePoint > 0 && codePoint <= 0x10ffff && !(codePoint >= 0xd800 && codePoint <= 0xdfff);
      character = valid ? String.fromCodePoint(codePoint) : undefined;
    } else {
      character = NAMED.get(body); // names are case-sensitive: &Agrave; is À, &agrave; is à
    }
    if (character === undefined) return whole;
    counts.entities += 1;
    return character;
  });
}

/** Decodes the entities Lattes escaped twice (or, rarely, three times: `&amp;amp;quot;`). */
export function decodeEntities(text: string, counts: RepairCounts = emptyCounts()): string {
  let result = text;
  for (let round = 0; round < 3 && result.includes('&'); round += 1) {
    const next = decodeEntitiesOnce(result, counts);
    if (next === result) break;
    result = next;
  }
  return result;
}

/** C1 code points → their Windows-1252 characters; Symbol-font letters → Greek. */
export function readWordCodes(text: string, counts: RepairCounts = emptyCounts()): string {
  return text.replace(/[\u0080-\u009f\uf041-\uf07a]/g, (character) => {
    const code = character.charCodeAt(0);
    const meaning = code <= 0x9f ? C1_MEANING.get(code) : symbolFontLetter(code);
    if (meaning === undefined) return code <= 0x9f ? '' : character; // the five C1 codes Windows-1252 leaves undefined mean nothing
    if (code <= 0x9f) counts.windows1252 += 1;
    else counts.symbolFont += 1;
    return meaning;
  });
}

// ---------------------------------------------------------------------------------------------------
// Mojibake: UTF-8 bytes read one byte per character ("Ã§" for "ç", "â€œ" for "“").

/**
 * What a repaired run may decode to: Latin letters and signs (U+00A0–U+017F), Greek letters, and Word's
 * punctuation. A run that decodes to anything else (CJK, Cyrillic, IPA, combining marks…) was not mojibake:
 * genuine Latin-1 text forms valid UTF-8 only by accident, e.g. "JOSÉ”" (C9 94, which would read U+0254 "ɔ"),
 * and an accident lands outside these ranges.
 */
const PLAUSIBLE = /^[\u00a0-\u017f\u0192\u02c6\u02dc\u0391-\u03c9\u2013\u2014\u2018-\u201e\u2020-\u2022\u2026\u2030\u2039\u203a\u20ac\u2122]+$/u;
const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** A run of non-ASCII characters read back into the UTF-8 it was, or undefined when it was not UTF-8 read as Latin-1. */
function unMojibake(run: string): string | undefined {
  // Most runs are one genuine accent ("ç", "ã"): UTF-8 needs a lead byte (0xC2–0xF4) and a continuation byte (0x80–0xBF).
  if (run.length < 2) return undefined;
  const lead = BYTE_OF.get(run[0]!) ?? 0;
  const next = BYTE_OF.get(run[1]!) ?? 0;
  if (lead < 0xc2 || lead > 0xf4 || next < 0x80 || next > 0xbf) return undefined;
  const bytes: number[] = [];
  for (const character of run) {
    const byte = BYTE_OF.get(character);
    if (byte === undefined) return undefined; // a character Latin-1 cannot hold: this run was never Latin-1 bytes
    bytes.push(byte);
  }
  let decoded: string;
  try {
    decoded = UTF8.decode(Uint8Array.from(bytes));
  } catch {
    return undefined;
  }
  return PLAUSIBLE.test(decoded) ? decoded : undefined;
}

const NON_ASCII_RUN = /[^\u0000-\u007f]+/g;

/**
 * Repairs the runs of mojibake in a text, run by run: a title may mix a genuine "ção" with a pasted
 * "Ã§Ã£o". A genuine run re-decodes only by accident (a Latin-1 accented letter is seldom followed by
 * the signs that are UTF-8's continuation bytes), and then to an implausible character, so it stays.
 * Twice-encoded text ("ÃƒÂ§") takes a second round.
 */
export function repairMojibake(text: string): string {
  let result = text;
  for (let round = 0; round < 2; round += 1) {
    const next = result.replace(NON_ASCII_RUN, (run) => unMojibake(run) ?? run);
    if (next === result) break;
    result = next;
  }
  return result;
}

/** For the whole-file judgement: accented characters that are UTF-8 pairs read as Latin-1, and those that are genuine Latin-1. */
export function accentCensus(text: string): { mojibake: number; genuine: number } {
  let mojibake = 0;
  let genuine = 0;
  // U+FFFD and its UTF-8 bytes read as Latin-1 ("ï¿½") are damage, not accents: counted by damageNotes, not here.
  for (const [run] of text.replaceAll('ï¿½', '').matchAll(NON_ASCII_RUN)) {
    const repaired = unMojibake(run);
    if (repaired !== undefined) mojibake += [...repaired].length;
    else genuine += [...run.replaceAll('\ufffd', '')].length;
  }
  return { mojibake, genuine };
}

// ---------------------------------------------------------------------------------------------------
// Whitespace and line breaks.

/**
 * Attributes that hold paragraphs, where a `&#10;` is a line break: descriptions (DESCRICAO-DO-PROJETO,
 * DESCRICAO-INFORMACOES-ADICIONAIS…), the CV summary (TEXTO-RESUMO-CV-RH and its -EN), the free
 * "other information" fields and a technical work's purpose. Everything else (titles, names, places)
 * is one line.
 */
export function mayHoldLineBreaks(attribute: string): boolean {
  return /^(DESCRICAO|TEXTO-RESUMO)|OUTRAS-INFORMACOES|INFORMACOES-ADICIONAIS|^FINALIDADE/.test(attribute);
}

// Control characters other than tab and line breaks have no place in a text.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const HAS_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function tidyWhitespace(text: string, multiline: boolean): string {
  const clean = HAS_CONTROL.test(text) ? text.replace(CONTROL, ' ') : text;
  if (!multiline) return /\s\s|[^\S ]/.test(clean) ? clean.replace(/\s+/g, ' ').trim() : clean.trim();
  return clean
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[^\S\n]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

// ---------------------------------------------------------------------------------------------------
// One text, and the whole tree.

const WORD_CODES = /[\u0080-\u009f\uf041-\uf07a]/;
const NON_ASCII = /[^\u0000-\u007f]/;

/**
 * A text as the researcher meant it: entities decoded, mojibake repaired, Word's codes read, whitespace
 * tidied; `before` is the same text without its mojibake repair (for the note). Mojibake comes before
 * Word's codes: "Á" in UTF-8 is C3 81, read as ISO-8859-1 "Ã" and the C1 control U+0081, which
 * readWordCodes would drop.
 */
export function repairText(value: string, multiline: boolean, counts: RepairCounts = emptyCounts()): { text: string; before: string } {
  // Each step only when the text holds what it looks for: a 2 MB export has some 100,000 attributes.
  let decoded = value.includes('ï¿½') ? value.replaceAll('ï¿½', '\ufffd') : value;
  if (decoded.includes('&')) decoded = decodeEntities(decoded, counts);
  if (decoded.includes('<')) decoded = stripInlineMarkup(decoded);
  const repaired = NON_ASCII.test(decoded) ? repairMojibake(decoded) : decoded;
  const finish = (text: string, tally: RepairCounts) => tidyWhitespace(WORD_CODES.test(text) ? readWordCodes(text, tally) : text, multiline);
  const text = finish(repaired, counts);
  return { text, before: repaired === decoded ? text : finish(decoded, emptyCounts()) };
}

/**
 * Lattes lets a title carry the HTML its editor writes for italics and indices ("<i>Zea mays</i>",
 * "CO<sub>2</sub>"); the site shows text, never markup, so the tags go and their words stay (a tag
 * that is not inline formatting, such as a pasted widget, is left for the text's owner to see).
 */
const INLINE_MARKUP = /<\/?(?:i|em|b|strong|u|sup|sub|span|font|br)\b[^<>]*>/gi;
export function stripInlineMarkup(text: string): string {
  return text.replace(INLINE_MARKUP, (tag) => (/^<br/i.test(tag) ? ' ' : ''));
}

/** Whether a text lost characters before it reached the site: U+FFFD where they stood. */
export function hasReplacementCharacters(text: string): boolean {
  return text.includes('\ufffd');
}

const LOST = /\p{L}\?+\p{Ll}/u;

/**
 * The first word with a `?` inside it (letter, `?`, lower-case letter: "operator?s", "Produ??o"), where
 * Lattes stored a character its ISO-8859-1 could not hold; undefined when there is none. Addresses are
 * left out ("cv.do?id=", "busca?q="): a word with `/ = & : .` or "www" is not counted.
 */
export function lostCharacterWord(text: string): string | undefined {
  if (!text.includes('?')) return undefined;
  return text.split(/\s+/).find((word) => LOST.test(word) && !/[/=&:.]|www/i.test(word));
}

/** The nearest ancestor-or-self carrying a SEQUENCIA-* attribute, named as record-helpers.ts `originOf` names it; the element's own name when there is none. */
function originIn(path: readonly LattesElement[]): string {
  for (let index = path.length - 1; index >= 0; index -= 1) {
    const element = path[index]!;
    const sequence = Object.keys(element.attributes).find((name) => name.startsWith('SEQUENCIA-') && attr(element, name));
    if (sequence) return `${element.name} ${sequence}=${attr(element, sequence)}`;
  }
  return path.at(-1)!.name;
}

/** A text short enough to quote in a note: the whole when short, else a window around its first difference from `other`. */
function excerpt(text: string, other: string): string {
  if (text.length <= 100) return text;
  let start = 0;
  while (start < text.length && text[start] === other[start]) start += 1;
  const from = Math.max(0, start - 30);
  return `${from > 0 ? '…' : ''}${text.slice(from, from + 80).trim()}${from + 80 < text.length ? '…' : ''}`;
}

/** What repairing the tree did and found, for the notes, the report and the tests. */
export interface TreeRepair {
  /** One note per text whose mojibake was repaired. */
  notes: LattesNote[];
  counts: RepairCounts & {
    /** Texts that hold a character outside ASCII (the texts that had accents to lose). */
    accentedTexts: number;
    /** Texts whose mojibake was repaired. */
    mojibake: number;
    /** Texts with U+FFFD. */
    damaged: number;
    /** Texts with a `?` inside a word (and no U+FFFD). */
    lostCharacters: number;
  };
  /** Where the damaged texts are, in document order. */
  damagedOrigins: string[];
  /** The first few words with a `?` inside them. */
  lostWords: string[];
}

/** Repairs every attribute of the tree in place; one note per text whose mojibake was repaired, and counts of the damage found. */
export function repairTree(root: LattesElement): TreeRepair {
  const repair: TreeRepair = { notes: [], counts: { ...emptyCounts(), accentedTexts: 0, mojibake: 0, damaged: 0, lostCharacters: 0 }, damagedOrigins: [], lostWords: [] };
  const { counts } = repair;
  const path: LattesElement[] = [];
  const visit = (element: LattesElement) => {
    path.push(element);
    for (const [name, value] of Object.entries(element.attributes)) {
      if (!value) continue;
      const { text, before } = repairText(value, mayHoldLineBreaks(name), counts);
      element.attributes[name] = text;
      if (NON_ASCII.test(text)) counts.accentedTexts += 1;
      if (text !== before) {
        counts.mojibake += 1;
        repair.notes.push({ origin: originIn(path), message: `${name} was typed in Lattes with broken accents and has been repaired: "${excerpt(before, text)}" → "${excerpt(text, before)}".` });
      }
      const lost = lostCharacterWord(text);
      if (hasReplacementCharacters(text)) {
        counts.damaged += 1;
        repair.damagedOrigins.push(originIn(path));
      } else if (lost !== undefined) {
        counts.lostCharacters += 1;
        if (repair.lostWords.length < 3 && !repair.lostWords.includes(lost)) repair.lostWords.push(lost);
      }
    }
    element.children.forEach(visit);
    path.pop();
  };
  visit(root);
  return repair;
}

/**
 * The file-level judgement on damage: a note naming how many texts lost characters, or a refusal when
 * most of the texts that hold accents lost them (the export is not worth importing: every accent would
 * have to be fixed by hand). Never silent.
 */
export function damageNotes(repair: TreeRepair, file: string): { notes: LattesNote[]; refusal?: string } {
  const { damaged, accentedTexts, lostCharacters } = repair.counts;
  const notes: LattesNote[] = [];
  const sentence = `texts have characters replaced by \ufffd (the file was damaged before it reached you)`;
  if (damaged > 0 && damaged * 2 > accentedTexts) {
    return { notes, refusal: `${damaged} of its ${accentedTexts} texts with accents have characters replaced by \ufffd (the file was damaged before it reached you): export it again from the Lattes platform.` };
  }
  if (damaged > 0) {
    const where = repair.damagedOrigins.slice(0, 3).join('; ') + (damaged > 3 ? '; …' : '');
    notes.push({ origin: file, message: `${damaged} ${damaged === 1 ? sentence.replace('texts have', 'text has') : sentence}: fix them on the site or export again from Lattes (${where}).` });
  }
  if (lostCharacters > 0) {
    const words = repair.lostWords.map((word) => `"${word}"`).join(', ');
    notes.push({ origin: file, message: `${lostCharacters} ${lostCharacters === 1 ? 'text has' : 'texts have'} a "?" inside a word where Lattes could not store a character (${words}): check them on the site.` });
  }
  return { notes };
}

/**
 * Whether a text was typed in capitals ("NÚMEROS DE DIAS SECOS E CHUVOSOS NO ESTADO"), for the report to
 * suggest retyping it. Acronyms inside normal text ("Controle de pH em CSTR") are not: the text must have
 * at least three words and twelve letters, and nine in ten of its cased letters must be capitals (a stray
 * "pH" in a capitals title still counts as capitals).
 */
export function typedInCapitals(text: string): boolean {
  const words = text.match(/\p{L}+/gu) ?? [];
  if (words.length < 3) return false;
  const letters = words.join('');
  const upper = letters.match(/\p{Lu}/gu)?.length ?? 0;
  const lower = letters.match(/\p{Ll}/gu)?.length ?? 0;
  if (upper + lower < 12) return false;
  return upper >= 0.9 * (upper + lower);
}
