// Page documents and collections hold every text in three languages, side by side for translators;
// a visitor reads one. Importing `pages-data/<file>.json?lang=en` yields the same JSON with every
// { pt, en, es } text reduced to the one language, so a page's chunks carry a third of the text.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { onlyLanguage } from './only-language.ts';

const LANGUAGE_QUERY = /^(.*\/pages-data\/.+\.json)\?lang=(pt|en|es)$/;

export function languageSplitPlugin(): Plugin {
  return {
    name: 'pages-data-language-split',
    enforce: 'pre',
    load(id) {
      const match = LANGUAGE_QUERY.exec(id);
      if (!match) return null;
      const [, file, language] = match;
      this.addWatchFile(file!);
      // Still JSON: the bundler makes the module from it, as for any .json import.
      return { code: JSON.stringify(onlyLanguage(JSON.parse(readFileSync(file!, 'utf8')), language!)), moduleType: 'json' };
    },
  };
}
