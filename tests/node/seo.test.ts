import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SiteDocument } from '../../src/generated/schemas.ts';
import { LANGUAGES, type Language } from '../../src/i18n/languages.ts';
import { HTML_LANG, OG_LOCALE, headTags, type HeadInput } from '../../scripts/lib/seo/head-tags.ts';
import { ogImageSvg, renderOgImages } from '../../scripts/lib/seo/og-image.ts';
import { robotsTxt } from '../../scripts/lib/seo/robots.ts';
import { absoluteUrl, DEFAULT_SITE_URL, readSiteUrl } from '../../scripts/lib/seo/site-url.ts';
import { sitemapXml } from '../../scripts/lib/seo/sitemap.ts';

const SITE = 'https://tavares.ufvc.example';
const site = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../pages-data/site.json'), 'utf8'),
) as SiteDocument;

function input(overrides: Partial<HeadInput> = {}): HeadInput {
  return {
    siteUrl: SITE,
    path: '/about',
    language: 'pt',
    title: 'Sobre | Prof. Ricardo',
    description: 'Biografia',
    siteName: 'Prof. Ricardo Menezes Tavares',
    ogImage: { path: '/og/pt.png', width: 1200, height: 630, alt: 'Cartão' },
    indexable: true,
    ...overrides,
  };
}

const attr = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]);
const alternatesOf = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], m[2]]));

describe('readSiteUrl', () => {
  it('defaults to a reserved example domain that names nobody, the sample professor included', () => {
    expect(DEFAULT_SITE_URL).toBe('https://site.example');
    expect(readSiteUrl({})).toBe(DEFAULT_SITE_URL);
    expect(readSiteUrl({ SITE_URL: '' })).toBe(DEFAULT_SITE_URL);
  });
  it('strips a trailing slash and keeps a sub-path', () => {
    expect(readSiteUrl({ SITE_URL: 'https://example.org/' })).toBe('https://example.org');
    expect(readSiteUrl({ SITE_URL: 'http://example.org/prof/' })).toBe('http://example.org/prof');
  });
  it.each(['ftp://x', 'not a url', '/relative'])('rejects %j with a message naming SITE_URL', (value) => {
    expect(() => readSiteUrl({ SITE_URL: value })).toThrow(/SITE_URL/);
  });
  it('joins paths with exactly one slash', () => {
    expect(absoluteUrl(SITE, '/')).toBe(`${SITE}/`);
    expect(absoluteUrl(`${SITE}/`, '/en/about')).toBe(`${SITE}/en/about`);
  });
});

describe('headTags', () => {
  const expected = {
    '/': { pt: `${SITE}/`, en: `${SITE}/en/`, es: `${SITE}/es/` },
    '/about': { pt: `${SITE}/about`, en: `${SITE}/en/about`, es: `${SITE}/es/about` },
  } as const;

  for (const path of ['/', '/about'] as const) {
    it.each(LANGUAGES)(`gives ${path} in %s an absolute canonical and the four alternates`, (language) => {
      const html = headTags(input({ path, language }));
      expect(attr(html, /<link rel="canonical" href="([^"]+)">/g)).toEqual([expected[path][language]]);
      expect(alternatesOf(html)).toEqual({
        'pt-BR': expected[path].pt,
        en: expected[path].en,
        es: expected[path].es,
        'x-default': expected[path].pt,
      });
      expect(attr(html, /<meta property="og:url" content="([^"]+)">/g)).toEqual([expected[path][language]]);
      expect(attr(html, /<meta property="og:locale" content="([^"]+)">/g)).toEqual([OG_LOCALE[language]]);
      expect(attr(html, /<meta property="og:locale:alternate" content="([^"]+)">/g).sort()).toEqual(
        LANGUAGES.filter((other) => other !== language).map((other) => OG_LOCALE[other]).sort(),
      );
      expect(html).not.toContain('noindex');
    });
  }

  it('escapes quotes, ampersands and angle brackets in every value', () => {
    const html = headTags(input({ title: 'Q&A "live" <now>', description: 'R&D "x"', ogImage: { ...input().ogImage, alt: 'a "b" & c' } }));
    expect(html).toContain('<title>Q&amp;A &quot;live&quot; &lt;now&gt;</title>');
    expect(html).toContain('<meta property="og:title" content="Q&amp;A &quot;live&quot; &lt;now&gt;">');
    expect(html).toContain('<meta name="twitter:description" content="R&amp;D &quot;x&quot;">');
    expect(html).toContain('<meta property="og:image:alt" content="a &quot;b&quot; &amp; c">');
    expect(html).not.toMatch(/&(?!amp;|quot;|lt;|gt;)/);
  });

  it('marks the not-found page noindex, with no canonical, alternates or og:url', () => {
    const html = headTags(input({ path: '/404', language: 'en', indexable: false }));
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('rel="alternate"');
    expect(html).not.toContain('og:url');
    expect(html).toContain('<meta property="og:title"');
  });

  it('gives the social cards an absolute PNG with its size and text alternative', () => {
    const html = headTags(input({ language: 'en', ogImage: { path: '/og/en.png', width: 1200, height: 630, alt: 'Card' } }));
    for (const line of [
      `<meta property="og:image" content="${SITE}/og/en.png">`,
      '<meta property="og:image:width" content="1200">',
      '<meta property="og:image:height" content="630">',
      '<meta property="og:image:type" content="image/png">',
      '<meta name="twitter:card" content="summary_large_image">',
      `<meta name="twitter:image" content="${SITE}/og/en.png">`,
      '<meta name="twitter:image:alt" content="Card">',
    ]) expect(html).toContain(line);
    expect(html.split('\n    ').every((line) => /^<(title|meta|link)\b/.test(line))).toBe(true);
  });

  it('exports the <html lang> values', () => {
    expect(HTML_LANG).toEqual({ pt: 'pt-BR', en: 'en', es: 'es' });
  });
});

describe('sitemapXml', () => {
  const paths = ['/', '/about', '/contact'];
  const xml = sitemapXml(SITE, paths);
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]);

  it('is a urlset with both namespaces and balanced tags', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">')).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    expect(xml.match(/<url>/g)).toHaveLength(paths.length * 3);
    expect(xml.match(/<\/url>/g)).toHaveLength(paths.length * 3);
    expect(xml).not.toContain('lastmod');
  });

  it('lists every path in pt, en, es order, each with four alternates that include its own <loc>', () => {
    const locs = entries.map((entry) => /<loc>([^<]+)<\/loc>/.exec(entry)?.[1]);
    expect(locs).toEqual([
      `${SITE}/`, `${SITE}/en/`, `${SITE}/es/`,
      `${SITE}/about`, `${SITE}/en/about`, `${SITE}/es/about`,
      `${SITE}/contact`, `${SITE}/en/contact`, `${SITE}/es/contact`,
    ]);
    entries.forEach((entry, i) => {
      const links = [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)];
      expect(links.map((m) => m[1])).toEqual(['pt-BR', 'en', 'es', 'x-default']);
      expect(links.map((m) => m[2])).toContain(locs[i]);
    });
  });

  it('escapes ampersands in URLs', () => {
    expect(sitemapXml('https://a.example/x&y', ['/'])).toContain('<loc>https://a.example/x&amp;y/</loc>');
  });
});

describe('robotsTxt', () => {
  it('allows everything and names the sitemap', () => {
    const text = robotsTxt(SITE);
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).not.toMatch(/^Disallow: \S/m);
    expect(text).toMatch(new RegExp(`^Sitemap: ${SITE}/sitemap\\.xml$`, 'm'));
  });
});

describe('social card images', () => {
  const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const ihdrSize = (png: Uint8Array) => {
    const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
    return { width: view.getUint32(16), height: view.getUint32(20) };
  };

  it('renders a 1200×630 PNG per language, different in each', async () => {
    const images = await renderOgImages(site.identity);
    expect(Object.keys(images).sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) {
      const png = images[language];
      expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
      expect(String.fromCharCode(...png.subarray(12, 16))).toBe('IHDR');
      expect(ihdrSize(png)).toEqual({ width: 1200, height: 630 });
    }
    expect(Buffer.from(images.pt).equals(Buffer.from(images.en))).toBe(false);
  }, 30_000);

  it('writes the identity in the card language, escaped', () => {
    const text = (pt: string, en: string, es: string) => ({ pt, en, es });
    const identity = {
      name: 'Ana "Q" & Lima',
      title: text('Professora', 'Professor', 'Profesora'),
      department: text('Química <DEQ>', 'Chemistry <DEQ>', 'Química <DEQ>'),
      university: text('Universidade', 'University', 'Universidad'),
    };
    const svg = (language: Language) => ogImageSvg(identity, language);
    expect(svg('en')).toContain('Ana &quot;Q&quot; &amp; Lima');
    expect(svg('en')).toContain('Professor · Chemistry &lt;DEQ&gt;');
    expect(svg('en')).toContain('>University<');
    expect(svg('es')).toContain('>Universidad<');
    expect(svg('pt')).not.toMatch(/<[^/!a-zA-Z?]/);
  });

  it('wraps long names and affiliations instead of running into the motif', () => {
    const long = 'Departamento de Engenharia Química, Bioquímica e de Processos Industriais Sustentáveis';
    const text = (value: string) => ({ pt: value, en: value, es: value });
    const svg = ogImageSvg(
      { name: 'Maria Aparecida Conceição Albuquerque de Vasconcelos Pereira', title: text('Professora'), department: text(long), university: text(long) },
      'pt',
    );
    const lines = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    expect(lines.length).toBeGreaterThan(6);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(44);
  });
});
