// The page as visitors will see it, rendered by the site's own renderer in three same-origin frames
// (editor/preview.html?lang=…), one per language, side by side; on a narrow screen one at a time. Each
// frame gets the document with the unsaved changes when it says it is ready and after every change.
import { Box, Group, SegmentedControl, Switch, Text, useComputedColorScheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import type { PreviewMessage, PreviewRender } from '../../shared/protocol.ts';
import classes from './preview.module.css';

export const PREVIEW_LANGUAGES = [
  { code: 'pt', name: 'Português' },
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
] as const;
type Language = (typeof PREVIEW_LANGUAGES)[number]['code'];

export type PreviewContent = Omit<PreviewRender, 'kind' | 'scheme'>;

/**
 * How a form shows what is being typed before it commits it (300 ms after the last key): the preview
 * renders the draft 100 ms after the last key, so the frames follow typing within about 150 ms.
 */
export interface DraftChannel {
  show?: (apply: (content: PreviewContent) => PreviewContent) => void;
}
export const DRAFT_PREVIEW_DELAY_MS = 100;

export function PreviewPanel({ content, drafts, onSelect, note }: {
  content?: PreviewContent;
  drafts?: DraftChannel;
  onSelect: (pointer: string) => void;
  /** Shown instead of the frames when there is nothing to preview (a collection no page shows). */
  note?: string;
}) {
  // The preview starts in the editor's own scheme (the system's); the switch then shows the site either way.
  const editorScheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const [scheme, setScheme] = useState<'light' | 'dark'>(editorScheme);
  const [shown, setShown] = useState<Language>('pt');
  const narrow = useMediaQuery('(max-width: 62em)') ?? false;
  const frames = useRef<Partial<Record<Language, HTMLIFrameElement | null>>>({});
  const ready = useRef(new Set<Language>());
  const latest = useRef<PreviewRender | undefined>(undefined);
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;

  const draftTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const post = (language: Language, message = latest.current) => {
    const frame = frames.current[language];
    if (frame?.contentWindow && message && ready.current.has(language)) frame.contentWindow.postMessage(message, window.location.origin);
  };

  // Each change reaches the frames at once: the text inputs already waited for the pause in typing.
  useEffect(() => {
    clearTimeout(draftTimer.current);
    latest.current = content ? { kind: 'render', scheme, ...content } : undefined;
    for (const { code } of PREVIEW_LANGUAGES) post(code);
  }, [content, scheme]);

  useEffect(() => {
    if (!drafts) return;
    drafts.show = (apply) => {
      clearTimeout(draftTimer.current);
      draftTimer.current = setTimeout(() => {
        if (!latest.current) return;
        const { kind, scheme: shownScheme, ...shown } = latest.current;
        const message: PreviewRender = { kind, scheme: shownScheme, ...apply(shown) };
        for (const { code } of PREVIEW_LANGUAGES) post(code, message);
      }, DRAFT_PREVIEW_DELAY_MS);
    };
    return () => {
      drafts.show = undefined;
      clearTimeout(draftTimer.current);
    };
  }, [drafts]);

  useEffect(() => {
    const listen = (event: MessageEvent<PreviewMessage>) => {
      if (event.origin !== window.location.origin) return;
      const language = PREVIEW_LANGUAGES.find(({ code }) => frames.current[code]?.contentWindow === event.source)?.code;
      if (!language) return;
      if (event.data?.kind === 'ready') {
        ready.current.add(language);
        post(language);
      } else if (event.data?.kind === 'select') onSelectRef.current(event.data.pointer);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, []);

  return (
    <Box component="section" aria-label="Preview" className={classes.panel}>
      <Group justify="space-between" px="sm" py={6} className={classes.toolbar}>
        <Text fw={600} size="sm" component="h2">
          Preview
        </Text>
        <Group gap="md">
          {narrow ? (
            <SegmentedControl
              size="xs"
              aria-label="Language shown"
              value={shown}
              onChange={(value) => setShown(value as Language)}
              data={PREVIEW_LANGUAGES.map(({ code }) => ({ value: code, label: code.toUpperCase() }))}
            />
          ) : null}
          <Switch size="sm" label="Dark" checked={scheme === 'dark'} onChange={(event) => setScheme(event.currentTarget.checked ? 'dark' : 'light')} />
        </Group>
      </Group>
      {note ? (
        <Text p="md" size="sm">
          {note}
        </Text>
      ) : (
        <div className={classes.frames}>
          {PREVIEW_LANGUAGES.map(({ code, name }) => (
            <div key={code} className={classes.frame} hidden={narrow && shown !== code}>
              {narrow ? null : (
                <Text size="xs" fw={600} px="xs" py={2} className={classes.frameLabel}>
                  {name}
                </Text>
              )}
              <iframe
                ref={(element) => {
                  frames.current[code] = element;
                }}
                title={`Preview in ${name}`}
                src={`/editor/preview.html?lang=${code}`}
                data-language={code}
              />
            </div>
          ))}
        </div>
      )}
    </Box>
  );
}
