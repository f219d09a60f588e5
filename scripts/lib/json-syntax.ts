// A JSON text that does not parse, named where a person can find the mistake: its line and column
// (counted from 1, as editors show them) rather than JSON.parse's character position. Pure (jsonc-parser
// only), so `npm run validate`, the editor's server and the editor's page share it.
import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser';

export interface JsonSyntaxError {
  /** "line 40, column 5: a comma or a closing brace is missing after a value" */
  message: string;
  line: number;
  column: number;
}

/** What each of jsonc-parser's error codes means, in plain words. */
const PLAIN: Partial<Record<string, string>> = {
  InvalidSymbol: 'an unexpected character',
  InvalidNumberFormat: 'a number written wrongly',
  PropertyNameExpected: 'a property name in double quotes is expected',
  ValueExpected: 'a value is expected',
  ColonExpected: 'a colon is missing after the property name',
  CommaExpected: 'a comma is missing between two entries',
  CloseBraceExpected: 'a closing brace } is missing',
  CloseBracketExpected: 'a closing bracket ] is missing',
  EndOfFileExpected: 'text after the end of the JSON value',
  InvalidCommentToken: 'a comment (JSON has none)',
  UnexpectedEndOfComment: 'an unfinished comment',
  UnexpectedEndOfString: 'an unfinished string (a closing " is missing)',
  UnexpectedEndOfNumber: 'an unfinished number',
  InvalidUnicode: 'an invalid \\u escape',
  InvalidEscapeCharacter: 'an invalid escape after \\',
  InvalidCharacter: 'a character a string cannot hold as is (a line break or a tab: write \\n or \\t)',
};

/** Line and column (from 1) of a character offset. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split(/\r\n|\r|\n/);
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/** The data of a JSON text, or where and why it does not parse. */
export function parseJson(text: string): { data: unknown; error?: undefined } | { data?: undefined; error: JsonSyntaxError } {
  try {
    return { data: JSON.parse(text) };
  } catch (jsonError) {
    const errors: ParseError[] = [];
    parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
    const first = errors[0];
    // JSON.parse is stricter than jsonc-parser in a few corners; its position is the fallback.
    const offset = first?.offset ?? Number(/position (\d+)/.exec((jsonError as Error).message)?.[1] ?? 0);
    const { line, column } = lineAndColumn(text, offset);
    const why = first ? (PLAIN[printParseErrorCode(first.error)] ?? printParseErrorCode(first.error)) : (jsonError as Error).message.replace(/ in JSON at position \d+.*$/, '');
    return { error: { message: `line ${line}, column ${column}: ${why}`, line, column } };
  }
}
