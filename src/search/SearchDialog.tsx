// Spotlight is a Modal with an input and a scroll area: their styles load with it, not with the page.
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/spotlight/styles.css';
import { Text } from '@mantine/core';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import MiniSearch from 'minisearch';
import { useEffect, useRef, useState } from 'react';
import { useLanguage } from '../i18n/LanguageProvider.tsx';
import type { Language } from '../i18n/languages.ts';
import type { SearchRequest } from './open-search.ts';
import classes from './SearchDialog.module.css';
import { isPortuguese, SEARCH_OPTIONS, searchIndexPath, type SearchEntry } from './search-options.ts';
import { HTML_LANG } from '../i18n/languages.ts';
import { withBase, withoutBase } from '../i18n/site-base.ts';

type Result = Pick<SearchEntry, 'id' | 'title' | 'page' | 'url' | 'snippet' | 'pt'>;

/** lang="pt-BR" on a result's text that is Portuguese waiting for this language's translation. */
const langFor = (result: Result, field: 't' | 'p' | 's') => (isPortuguese(result, field) ? HTML_LANG.pt : undefined);

const [store, spotlight] = createSpotlight();
const indexes = new Map<Language, Promise<MiniSearch<SearchEntry>>>();

/** The language's index, fetched once: it is built with the site (scripts/lib/search/search-index.ts). */
function loadIndex(language: Language): Promise<MiniSearch<SearchEntry>> {
  let index = indexes.get(language);
  if (!index) {
    index = fetch(withBase(searchIndexPath(language)))
      .then((response) => {
        if (!response.ok) throw new Error(`${searchIndexPath(language)} answered ${response.status}`);
        return response.text();
      })
      .then((json) => MiniSearch.loadJSON<SearchEntry>(json, SEARCH_OPTIONS));
    index.catch(() => indexes.delete(language));
    indexes.set(language, index);
  }
  return index;
}

/**
 * Spotlight over the index of the page's language: arrow keys move, Enter opens, Escape closes and
 * focus goes back where it was. A result leads to its page and, where it has one, its section.
 */
export default function SearchDialog({ request }: { request: SearchRequest }) {
  const { language, t } = useLanguage();
  const [query, setQuery] = useState('');
  const [index, setIndex] = useState<MiniSearch<SearchEntry> | 'failed'>();
  // The first opening takes the stand-in's place (search-shell.ts): with what is typed there, without an
  // opening transition (the stand-in already shows the dialog), and focus goes back where it was before
  // the stand-in opened. The stand-in keeps focus, and any typing, until the dialog shows.
  const { standIn } = request;
  useEffect(() => {
    if (standIn) {
      // An Escape that closed the stand-in while this dialog was on its way means it stays closed.
      if (!standIn.whenClosed(() => spotlight.close())) return;
      setQuery(standIn.query());
    }
    spotlight.open();
  }, [request, standIn]);
  const field = useRef<HTMLInputElement>(null);
  const shown = () => {
    if (!standIn) return;
    standIn.handOver();
    setQuery(standIn.query());
    // After the dialog's first frame, so that no frame shows neither. What was typed meanwhile is written
    // into the field itself before focus moves there, in the same task: a key that comes before React has
    // rendered the new query then adds to that text, not to the field's older value (a letter was lost so).
    requestAnimationFrame(() => {
      const typing = standIn.hasFocus();
      const [start, end] = standIn.selection();
      const typed = standIn.query();
      if (field.current) field.current.value = typed;
      setQuery(typed);
      standIn.remove();
      if (!typing) return;
      field.current?.focus();
      field.current?.setSelectionRange(start, end);
    });
  };
  const closed = () => {
    if (standIn?.returnTo instanceof HTMLElement) standIn.returnTo.focus();
  };
  useEffect(() => {
    setIndex(undefined);
    loadIndex(language).then(setIndex, (error: unknown) => {
      console.error('Search index', error);
      setIndex('failed');
    });
  }, [language]);

  const results: Result[] = index && index !== 'failed' && query.trim() ? (index.search(query) as unknown as Result[]).slice(0, 12) : [];
  const empty = index === 'failed' ? t('search.failed') : !index ? t('search.loading') : query.trim() ? t('search.empty').replace('{query}', query.trim()) : t('search.hint');

  // Another page loads at its anchor; on this page the fragment changes (a tab or a post opens) or, when
  // it already is the address's, the section comes into view again.
  const open = (url: string) => {
    const [path, anchor = ''] = url.split('#');
    if (path !== withoutBase(window.location.pathname)) window.location.assign(withBase(url));
    else if (`#${anchor}` !== window.location.hash && anchor) window.location.hash = anchor;
    else if (anchor) document.getElementById(anchor)?.scrollIntoView({ block: 'start' });
    else window.scrollTo({ top: 0 });
  };

  return (
    <Spotlight.Root
      store={store}
      query={query}
      onQueryChange={setQuery}
      shortcut={null}
      scrollable
      maxHeight="min(70vh, 36rem)"
      aria-label={t('search.title')}
      transitionProps={standIn ? { duration: 0 } : undefined}
      returnFocus={!standIn}
      onSpotlightOpen={shown}
      onSpotlightClose={closed}
    >
      <Spotlight.Search ref={field} placeholder={t('search.placeholder')} aria-label={t('search.title')} leftSection={<IconSearch size={18} aria-hidden="true" />} />
      {/* The list scrolls when long: its viewport takes focus so the keyboard can scroll it too. The list
          hands unknown props to its ScrollArea, whose viewportProps its types do not declare. */}
      <Spotlight.ActionsList aria-label={t('search.results')} {...({ viewportProps: { tabIndex: 0, 'aria-label': t('search.results') } } as object)}>
        {results.map((result) => (
          <Spotlight.Action key={result.id} onClick={() => open(result.url)}>
            <div>
              <Text fw={600} size="sm" lang={langFor(result, 't')}>
                {result.title}
              </Text>
              <Text size="xs" lineClamp={2} className={classes.snippet}>
                <Text span inherit fw={600} lang={langFor(result, 'p')}>
                  {result.page}
                </Text>
                {result.snippet && result.snippet !== result.title ? (
                  <>
                    {' · '}
                    <span lang={langFor(result, 's')}>{result.snippet}</span>
                  </>
                ) : (
                  ''
                )}
              </Text>
            </div>
          </Spotlight.Action>
        ))}
        {results.length === 0 && <Spotlight.Empty>{empty}</Spotlight.Empty>}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
