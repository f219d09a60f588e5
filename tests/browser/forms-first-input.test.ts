// The forms and their pickers as the first input of a visit: sending an empty form shows the required
// messages without leaving the page, and a form typed and sent at once is sent, with nothing it held
// in the address. Same rules as first-input.test.ts; the cases are in bench/first-input-form-cases.ts.
import { FORM_CASES } from '../../bench/first-input-form-cases.ts';
import { firstInputSuite } from './first-input-suite.ts';

firstInputSuite('forms', FORM_CASES);
