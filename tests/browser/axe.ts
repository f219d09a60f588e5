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
  // Evaluated through DevTools, not added as an inline <script>: the site's Content-Security-Policy
  // refuses inline scripts it has no hash for, and a test must not weaken it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(source);
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

/** One look of a page to check: a width, a colour scheme, and every rule or only the colour ones. */
export interface Look {
  width: number;
  scheme: 'light' | 'dark';
  rules: 'all' | 'colour';
}

/**
 * The page's violations in each look, in order, each line prefixed with its width and scheme. The page
 * is resized and its scheme switched in place (the same HTML, the same visit); colours are read once
 * every transition the switch started has ended, however long the machine takes.
 */
export async function violationsInLooks(page: Page, looks: Look[]): Promise<string[]> {
  const found: string[] = [];
  let scheme: Look['scheme'] | undefined;
  for (const look of looks) {
    await page.setViewportSize({ width: look.width, height: 900 });
    if (look.scheme !== scheme) {
      if (scheme !== undefined) {
        await page.emulateMedia({ colorScheme: look.scheme });
        // Colour transitions start with the next style update, then run to their end.
        await page.waitForTimeout(300);
        await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
      }
      scheme = look.scheme;
    }
    const violations = await axeViolations(page, undefined, look.rules === 'colour' ? COLOUR_RULES : undefined);
    found.push(...violations.map((violation) => `${look.width} px, ${look.scheme}: ${violation}`));
  }
  return found;
}
