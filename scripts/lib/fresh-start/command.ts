// What `npm run start:fresh -- [--lattes <file>] [answers…] [--write]` does, as a function the tests call
// in-process: read the export, ask what is still missing (when someone is there to answer), plan, print
// the report, write only with --write. The exit code: 0 when the plan was printed (and written with
// write), 1 when it cannot be written as it stands.
import { existsSync, readFileSync } from 'node:fs';
import { LattesRefused } from '../lattes/index.ts';
import { applyFreshStart, FreshStartRefused } from './apply.ts';
import { answerProblem, IDENTITY_FIELDS, type Answers } from './identity.ts';
import { planFreshStart, writable } from './plan.ts';
import { formatFreshStart } from './report.ts';

export interface FreshStartCommand {
  root: string;
  answers: Answers;
  lattes?: string;
  write: boolean;
  /** Asks one question and resolves with the answer (the terminal's prompt); without it nothing is asked. */
  ask?: (question: string) => Promise<string>;
}

/** Every answer given that the site's schema would refuse, as sentences. */
function invalidAnswers(answers: Answers): string[] {
  return Object.entries(answers).flatMap(([answer, value]) => (typeof value === 'string' && value.trim() ? (answerProblem(answer as keyof Answers, value.trim()) ?? []) : []));
}

export async function runFreshStart({ root, answers, lattes, write, ask }: FreshStartCommand): Promise<number> {
  const invalid = invalidAnswers(answers);
  if (invalid.length) {
    console.error(`${invalid.join('\n')}\nNothing was written.`);
    return 1;
  }
  if (lattes && !existsSync(lattes)) {
    console.error(`${lattes}: no such file.`);
    return 1;
  }
  const source = lattes ? { bytes: readFileSync(lattes), name: lattes } : undefined;
  try {
    let plan = planFreshStart({ root, answers, lattes: source });
    // With someone at the terminal, what the export does not say is asked, then planned again.
    // The gender and the honorific are asked too when not given: nothing else can tell them.
    const optional = (answer: string) => (answer === 'gender' || answer === 'honorific') && !answers[answer as 'gender'];
    if (ask && (plan.missing.length || !answers.gender)) {
      for (const { answer, field, question } of IDENTITY_FIELDS) {
        if (!(plan.missing as string[]).includes(field) && !optional(answer)) continue;
        for (;;) {
          const value = (await ask(`${question}: `)).trim();
          if (!value && optional(answer)) break;
          const problem = value ? answerProblem(answer, value) : 'an answer is needed';
          if (!problem) {
            answers[answer] = value as never;
            break;
          }
          console.log(`  ${problem}`);
        }
      }
      plan = planFreshStart({ root, answers, lattes: source });
    }
    console.log(formatFreshStart(plan));
    console.log('');
    if (!writable(plan)) {
      console.error('Nothing was written.');
      return 1;
    }
    if (!write) {
      console.log('Dry run: nothing was written. Run it again with --write to write it (then npm run validate, npm run build and npm run check).');
      return 0;
    }
    const { written, deleted } = applyFreshStart(plan, root);
    console.log(`Written: ${written.length} file(s)${deleted.length ? `; deleted: ${deleted.join(', ')}` : ''}. Now: npm run edit to write your texts, then npm run check.`);
    return 0;
  } catch (error) {
    if (error instanceof LattesRefused || error instanceof FreshStartRefused) {
      console.error(`${error.message}${error instanceof LattesRefused ? '\nNothing was written.' : ''}`);
      return 1;
    }
    throw error;
  }
}
