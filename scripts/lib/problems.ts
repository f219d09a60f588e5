/** One thing wrong with a maintained file: where it is and what is wrong, in a plain sentence. */
export interface Problem {
  file: string;
  /** JSON pointer inside the file; '' is the whole document. */
  pointer: string;
  message: string;
}

export function formatProblem(problem: Problem): string {
  return `${problem.file} ${problem.pointer || '/'}: ${problem.message}`;
}

export function formatProblems(problems: Problem[]): string {
  const lines = problems.map(formatProblem);
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  return `${lines.join('\n')}\n\n${count} found in the site's JSON files.`;
}
