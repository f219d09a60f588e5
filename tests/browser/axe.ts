// WCAG 2 A/AA checks with axe-core, run inside the page. axe-core's own `run` with only violations
// collected takes about a third of the time @axe-core/playwright's builder did (it injected axe into
// every frame and gathered every pass), which is what lets every page be checked in every combination.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** The A/AA rules that read colours: all a change of colour scheme alone (same HTML, same layout) can break. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The page's WCAG A/AA violations (inside `within`, a CSS selector, when given; only `rules` when given),
 * one line each: rule, help and up to three targets.
 */
export async function axeViolations(page: Page, within?: string, rules?: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: source });
  return page.evaluate(
    async ({ tags, within, rules }) => {
      // axe-core's global, injected above.
      const { axe } = window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }> } };
      const { violations } = await axe.run(within ? { include: [within] } : document, { runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
    },
    { tags: WCAG_TAGS, within, rules },
  );
}
