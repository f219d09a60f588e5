// The refresh's report, read in the terminal, in the weekly pull request's description and in the run's
// summary: per publication, its count before → after; the works OpenAlex does not know; the figures the
// site shows, before → after; and, when the guard refuses, why.
import type { CitationFigures } from '../../../src/records/citation-figures.ts';
import type { CountedWork, RefreshPlan } from './refresh-plan.ts';

const short = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);
const label = (work: CountedWork) => `"${short(work.title)}" (${work.year}), ${work.doi}`;

function section(title: string, lines: string[]): string[] {
  return lines.length ? [`${title} (${lines.length}):`, ...lines.map((line) => `  ${line}`), ''] : [];
}

const FIGURES: [keyof CitationFigures, string][] = [
  ['counted', 'works counted'],
  ['total', 'citations'],
  ['hIndex', 'h-index'],
  ['i10Index', 'i10-index'],
];

function figureLines(before: CitationFigures | undefined, after: CitationFigures | undefined): string[] {
  const shown = (figures: CitationFigures | undefined, key: keyof CitationFigures) => (figures ? String(figures[key]) : '–');
  return [
    `Figures the site shows (stored${before ? ` ${before.countedOn}` : ', none yet'} → counted now):`,
    ...FIGURES.map(([key, name]) => `  ${name.padEnd(14)} ${shown(before, key).padStart(6)} → ${shown(after, key)}`),
  ];
}

export interface ReportContext {
  baseUrl: string;
  requests: number;
  /** Whether the file is written (or would be, with --write). */
  write: boolean;
  force: boolean;
}

export function formatRefresh(plan: RefreshPlan, context: ReportContext): string {
  const asked = plan.works.length - plan.notAsked.length;
  const lines = [`Citation counts from OpenAlex (${context.baseUrl}): ${asked} DOIs asked in ${context.requests} ${context.requests === 1 ? 'request' : 'requests'}.`, ''];
  lines.push(
    ...section('Changed', plan.changed.map(({ work, before, after }) => `~ ${label(work)}: ${before} → ${after}`)),
    ...section('Counted for the first time', plan.added.map(({ work, after }) => `+ ${label(work)}: ${after}`)),
    ...section(
      'Not known to OpenAlex, so not counted',
      plan.unknown.map(({ work, before }) => `? ${label(work)}${before !== undefined ? `: counted ${before} last time, that count goes` : ''}`),
    ),
    ...section("Not asked: OpenAlex's filter cannot take a DOI with '|' or ',' (their counts stay as stored)", plan.notAsked.map((work) => `- ${label(work)}`)),
    ...section('No longer among the publications (their counts go)', plan.leftTheSite.map(({ doi, before }) => `- ${doi}: ${before}`)),
  );
  lines.push(`Unchanged: ${plan.unchanged}`, '', ...figureLines(plan.before, plan.after), '');
  if (plan.refusals.length) {
    lines.push(
      context.force ? 'Written anyway (--force), although the answer looks wrong:' : 'Refused: the answer looks wrong, so the stored counts stay.',
      ...plan.refusals.map((reason) => `  - ${reason}`),
      context.force ? '' : 'Check OpenAlex (or the OPENALEX_URL mirror) and run it again later; --force writes these counts anyway.',
    );
  }
  return lines.join('\n').trimEnd();
}
