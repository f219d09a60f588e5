// What a supervision flowchart shows, counted from the graduates: the two branches, the periods, the
// sectors and the text alternative. Pure, so a test can add a graduate and watch every figure follow.
import type { FlowchartPeriod, Graduate, SupervisionFlowchartBlock } from '../../generated/schemas.ts';
import type { Language } from '../../i18n/languages.ts';

export interface FlowchartFigures {
  /** Oldest defence first, in each branch. */
  supervised: Graduate[];
  coSupervised: Graduate[];
  count: number;
  first?: number;
  last?: number;
  academia: number;
  industry: number;
}

const byYear = (a: Graduate, b: Graduate) => a.year - b.year || a.name.localeCompare(b.name);

export function flowchartFigures(records: readonly Graduate[], level: SupervisionFlowchartBlock['level']): FlowchartFigures {
  const graduates = records.filter((record) => record.level === level).sort(byYear);
  const years = graduates.map((graduate) => graduate.year);
  return {
    supervised: graduates.filter((graduate) => graduate.role === 'supervisor'),
    coSupervised: graduates.filter((graduate) => graduate.role === 'co-supervisor'),
    count: graduates.length,
    first: years.length ? Math.min(...years) : undefined,
    last: years.length ? Math.max(...years) : undefined,
    academia: graduates.filter((graduate) => graduate.sector === 'academia').length,
    industry: graduates.filter((graduate) => graduate.sector === 'industry').length,
  };
}

/** '2005–2012', or '2024' for a one-year period. */
export const spanText = (from?: number, to?: number) => (from === undefined ? '' : from === to ? String(from) : `${from}–${to}`);

/**
 * The periods as written, then, when a graduate falls in none of them (a defence after the last period
 * was written), one more spanning those years, so nobody is left out of the drawing.
 */
export function periodsWith(periods: readonly FlowchartPeriod[], graduates: readonly Graduate[]): FlowchartPeriod[] {
  const outside = graduates.filter((graduate) => !periods.some((period) => graduate.year >= period.from && graduate.year <= period.to)).map((graduate) => graduate.year);
  return outside.length ? [...periods, { from: Math.min(...outside), to: Math.max(...outside) }] : [...periods];
}

export const inPeriod = (graduates: readonly Graduate[], period: FlowchartPeriod) => graduates.filter((graduate) => graduate.year >= period.from && graduate.year <= period.to);

/** A locale template with its {name}s filled in. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The text alternative: every graduate of both branches with year and sector, and every count, in the page's language. */
export function flowchartAlt(block: SupervisionFlowchartBlock, figures: FlowchartFigures, t: (key: string) => string, language: Language): string {
  const list = new Intl.ListFormat(language, { type: 'conjunction' });
  const person = (graduate: Graduate) => `${graduate.name} (${[graduate.year, graduate.sector && t(`flowchart.inText.${graduate.sector}`)].filter(Boolean).join(', ')})`;
  const branch = (graduates: Graduate[]) =>
    block.periods
      ? periodsWith(block.periods, graduates)
          .map((period) => [period, inPeriod(graduates, period)] as const)
          .filter(([, members]) => members.length > 0)
          .map(([period, members]) => `${spanText(period.from, period.to)}: ${list.format(members.map(person))}`)
          .join('; ')
      : list.format(graduates.map(person));
  return fill(t(`flowchart.alt.${block.level}`), {
    supervisedCount: figures.supervised.length,
    supervised: branch(figures.supervised),
    coSupervisedCount: figures.coSupervised.length,
    coSupervised: branch(figures.coSupervised),
    academia: figures.academia,
    industry: figures.industry,
  });
}
