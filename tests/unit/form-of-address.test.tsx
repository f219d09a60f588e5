// Grammatical gender is identity data: with identity.gender "feminine" the interface's fixed words in
// Portuguese and Spanish speak of "a professora" ("Professora orientadora", "Da professora partem…",
// "Profesora directora"), English keeps its own words, and the honorific ("Profa. Dra.") stands before
// the name without becoming part of it (the monogram and the bold author in publication lists ignore it).
// The pages render in-process, as pages.test.tsx renders them, with the identity changed in memory.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import pt from '../../locales/pt.json';
import { translate, type LocaleStrings } from '../../src/i18n/locales.ts';
import type { Language } from '../../src/i18n/languages.ts';
import type { PageDocument } from '../../src/generated/schemas.ts';
import { PageRenderer } from '../../src/renderer/PageRenderer.tsx';
import { isOwner } from '../../src/records/publication-format.ts';
import { nameInitials, site } from '../../src/site.ts';
import { pageDoc } from '../support/sample-data.ts';
import { loadCodeFor, renderWithProviders } from './render.tsx';

const LOCALES: Record<Language, LocaleStrings> = { pt, en, es };
const original = structuredClone(site.identity);

async function renderPage(document: string, path: string, language: Language) {
  const page = pageDoc(document) as PageDocument;
  await loadCodeFor(page.blocks);
  const { container } = renderWithProviders(<PageRenderer document={page} />, { language, path });
  return container;
}

const flowchartAlt = (container: HTMLElement) => [...container.querySelectorAll('[role="img"]')].map((image) => image.getAttribute('aria-label') ?? '').join('\n');

describe('a masculine identity (the sample as it is)', () => {
  it.each(['pt', 'es'] as const)('keeps the masculine words in %s', async (language) => {
    const container = await renderPage('alumni', '/alumni', language);
    expect(container.textContent).toContain(LOCALES[language]['flowchart.professor']);
    expect(flowchartAlt(container)).toContain(language === 'pt' ? 'Do professor partem' : 'Del profesor parten');
  });
});

describe('a feminine identity', () => {
  beforeEach(() => {
    Object.assign(site.identity, { name: 'Helena Duarte Lacerda', gender: 'feminine', honorific: { pt: 'Profa. Dra.', en: 'Prof. Dr.', es: 'Profa. Dra.' } });
  });
  afterEach(() => {
    for (const key of Object.keys(site.identity)) delete (site.identity as unknown as Record<string, unknown>)[key];
    Object.assign(site.identity, structuredClone(original));
  });

  it.each([
    ['pt', 'Professora orientadora', 'Da professora partem dois ramos'],
    ['es', 'Profesora directora', 'De la profesora parten dos ramas'],
  ] as const)('gives the feminine fixed words in %s: the flowchart of /alumni and its text alternative', async (language, professor, branches) => {
    const container = await renderPage('alumni', '/alumni', language);
    expect(container.textContent).toContain(professor);
    expect(container.textContent).not.toContain(LOCALES[language]['flowchart.professor']);
    expect(flowchartAlt(container)).toContain(branches);
  });

  it('keeps the English words, which have no gender', async () => {
    const container = await renderPage('alumni', '/alumni', 'en');
    expect(container.textContent).toContain(en['flowchart.professor']);
    expect(flowchartAlt(container)).toContain('Two branches start from the professor');
  });

  it.each([
    ['pt', 'à professora'],
    ['es', 'a la profesora'],
  ] as const)("the meeting form's privacy notice speaks of her in %s", async (language, words) => {
    const container = await renderPage('meeting', '/meeting', language);
    expect(container.textContent).toContain(words);
  });

  it("every locale key's feminine variant is what t() gives for her, in Portuguese and Spanish; English has none", () => {
    const variants = Object.keys(pt).filter((key) => key.endsWith('.feminine'));
    expect(variants.length).toBeGreaterThanOrEqual(5);
    for (const variant of variants) {
      const key = variant.slice(0, -'.feminine'.length);
      expect(translate(pt, key, 'feminine')).toBe((pt as LocaleStrings)[variant]);
      expect(translate(es, key, 'feminine')).toBe((es as LocaleStrings)[variant]);
      expect(translate(en, key, 'feminine')).toBe((en as LocaleStrings)[key]);
      expect(translate(pt, key)).toBe((pt as LocaleStrings)[key]);
    }
    expect(translate(pt, 'download.errorMessage', 'feminine')).toContain('escreva para a professora');
  });

  it('shows the honorific before her name in the hero and the CV head; her monogram and her bold name in author lists ignore it', async () => {
    const home = await renderPage('home', '/', 'pt');
    expect(home.querySelector('h1')?.textContent).toBe('Profa. Dra. Helena Duarte Lacerda');
    const cv = await renderPage('cv', '/cv', 'en');
    expect(cv.querySelector('h1')?.textContent).toBe('Prof. Dr. Helena Duarte Lacerda');
    expect(nameInitials()).toBe('HL');
    expect(isOwner({ family: 'Lacerda', given: 'H. D.' }, site.identity.name)).toBe(true);
    expect(isOwner({ family: 'Dra.', given: 'Profa.' }, site.identity.name)).toBe(false);
  });
});
