// The flowcharts on /alumni are drawn from the graduates: add one, and the drawing and its text
// alternative count it, as the statistics on the same page do.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import graduatesFile from '../../pages-data/collections/graduates.json';
import { FlowchartDrawing } from '../../src/blocks/SupervisionFlowchart/FlowchartDrawing.tsx';
import { fill, flowchartFigures } from '../../src/blocks/SupervisionFlowchart/flowchart-figures.ts';
import { countOf } from '../../src/blocks/StatsBand/computed-figure.ts';
import type { Graduate, SupervisionFlowchartBlock } from '../../src/generated/schemas.ts';
import { blockOf, pageDoc } from '../support/sample-data.ts';
import { renderWithProviders } from './render.tsx';

const graduates = graduatesFile.items as Graduate[];
const alumni = pageDoc('alumni');
const chart = (level: string) => blockOf<SupervisionFlowchartBlock>(alumni, 'supervisionFlowchart', (block) => block.level === level);
const newcomer: Graduate = { id: 'fictional-newcomer', name: 'Helena Prado Viana', level: 'masters', role: 'supervisor', thesis: 'Uma dissertação de teste', year: 2026, sector: 'academia' };

function draw(level: 'doctorate' | 'masters', records: Graduate[], language: 'pt' | 'en' = 'pt') {
  const block = chart(level);
  renderWithProviders(<FlowchartDrawing block={block} figures={flowchartFigures(records, level)} />, { language, path: '/alumni' });
  return screen.getByRole('img');
}

describe('supervision flowcharts drawn from the graduates collection', () => {
  it("the drawing's figures are the statsBand's counts of the same records", () => {
    const image = draw('masters', graduates);
    const supervised = countOf(graduates, { level: 'masters', role: 'supervisor' });
    const coSupervised = countOf(graduates, { level: 'masters', role: 'co-supervisor' });
    expect(within(image).getByText(fill(pt['flowchart.supervised'], { count: supervised }))).toBeTruthy();
    expect(within(image).getByText(fill(pt['flowchart.coSupervised'], { count: coSupervised }))).toBeTruthy();
    expect(image.getAttribute('aria-label')).toContain(`Orientação, ${supervised} mestres`);
  });

  it('a graduate added to the collection is drawn and counted, in the image and in its alt text, in a period of its own years', () => {
    const before = countOf(graduates, { level: 'masters', role: 'supervisor' });
    const image = draw('masters', [...graduates, newcomer], 'en');
    const after = String(Number(before) + 1);
    expect(within(image).getByText(fill(en['flowchart.supervised'], { count: after }))).toBeTruthy();
    expect(within(image).getByText(newcomer.name)).toBeTruthy();
    // Its year is a period of its own (no written period holds 2026) and the year on its row.
    expect(within(image).getAllByText('2026')).toHaveLength(2);
    const academia = graduates.filter((g) => g.level === 'masters' && g.sector === 'academia').length + 1;
    const alt = image.getAttribute('aria-label')!;
    expect(alt).toContain(`Supervised, ${after} master's graduates`);
    expect(alt).toContain(`${newcomer.name} (2026, academia)`);
    expect(alt).toContain(`Where they are now: ${academia} in academia`);
    expect(within(image).getByText(new RegExp(`Academia and research: ${academia} `))).toBeTruthy();
  });

  it('the doctorate chart lists every doctor oldest first, with the year of the defence', () => {
    const doctors = graduates.filter((g) => g.level === 'doctorate' && g.role === 'supervisor').sort((a, b) => a.year - b.year);
    const image = draw('doctorate', graduates);
    const names = within(image).getAllByText((_, element) => element?.tagName.toLowerCase() === 'text' && doctors.some((d) => d.name === element.textContent));
    expect(names.map((element) => element.textContent)).toEqual(doctors.map((d) => d.name));
    expect(within(image).getByText(fill(pt['flowchart.defended'], { year: doctors[0]!.year }))).toBeTruthy();
  });
});
