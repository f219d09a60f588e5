// The visitor's first input must never be lost. Each case is a fresh visit: load, a second with no
// input, then one control as the first input of the visit, and its visible answer within 5 s, at 1×
// and 4× CPU. No case waits for any sign that the app started: a visitor cannot see one.
// The cases (shared with `npm run perf`) are in bench/first-input-cases.ts.
import { CONTENT_CASES, SHELL_CASES } from '../../bench/first-input-cases.ts';
import { firstInputSuite } from './first-input-suite.ts';

firstInputSuite('shell and content', [...SHELL_CASES, ...CONTENT_CASES]);
