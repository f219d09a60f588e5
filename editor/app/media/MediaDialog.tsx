// "Add or choose an image / a file": drag a file in or choose one, or pick one already in
// pages-data/media/. An image is asked for its alt text in the three languages at once, or to be
// marked decorative, so it never reaches a page without one. A file record's file can be placed, in
// the same step, on a page's list of files (a block that lists the collection's records by id), so it
// shows on that page once both are saved. The server checks everything again.
import { Alert, Button, Checkbox, Group, Modal, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import type { MediaConflictResponse, MediaSummary } from '../../shared/media-protocol.ts';
import { LANGUAGES, type Language } from '../form/LocalizedTextField.tsx';
import { listMedia, uploadMedia } from './media-api.ts';
import { ACCEPT, refusalOf } from './media-fields.ts';
import type { MediaKind } from '../../../scripts/lib/media/media-kinds.ts';
import type { ListPlace } from '../form/editor-lookups.tsx';

export type AltText = Record<Language, string>;
/** What the dialog gives the form: the file's name and, for an image that asks for it, its alt text or "decorative". */
export interface MediaChoice {
  name: string;
  alt?: AltText | 'decorative';
  /** The page's list the record is to be added to, when the owner chose one. */
  place?: ListPlace;
}

interface MediaDialogProps {
  kind: MediaKind;
  opened: boolean;
  /** The field sits beside an alt text (an image block): ask for it now. */
  askAlt: boolean;
  onClose: () => void;
  onChosen: (choice: MediaChoice) => void;
  /** Pages' lists of the record's collection, to place the record on one (a file record); none: not offered. */
  places?: ListPlace[];
  /** The record's id, which the chosen list gets. */
  recordId?: string;
}

const EMPTY_ALT: AltText = { pt: '', en: '', es: '' };

export function MediaDialog({ kind, opened, askAlt, onClose, onChosen, places = [], recordId }: MediaDialogProps) {
  const input = useRef<HTMLInputElement>(null);
  const [existing, setExisting] = useState<MediaSummary[]>([]);
  const [file, setFile] = useState<File | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const [alt, setAlt] = useState<AltText>(EMPTY_ALT);
  const [decorative, setDecorative] = useState(false);
  const [message, setMessage] = useState<string>();
  const [conflict, setConflict] = useState<MediaConflictResponse>();
  const [busy, setBusy] = useState(false);
  const [placeKey, setPlaceKey] = useState<string | null>(null);

  useEffect(() => {
    if (!opened) return;
    setFile(null), setPicked(null), setAlt(EMPTY_ALT), setDecorative(false), setMessage(undefined), setConflict(undefined), setPlaceKey(null);
    listMedia().then(({ files }) => setExisting(files.filter((f) => f.kind === kind)), (error: Error) => setMessage(error.message));
  }, [opened, kind]);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setConflict(undefined);
    const why = refusalOf(chosen, kind);
    setMessage(why);
    setFile(why ? null : chosen);
    if (!why) setPicked(null);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    choose(event.dataTransfer.files[0]);
  };

  const altReady = !askAlt || decorative || LANGUAGES.every(({ code }) => alt[code].trim());
  const ready = (file || picked) && altReady && !busy;
  const keyOf = (place: ListPlace) => `${place.file}#${place.pointer}`;
  const place = places.find((candidate) => keyOf(candidate) === placeKey);
  const finish = (name: string) => onChosen({ name, ...(askAlt ? { alt: decorative ? 'decorative' : alt } : {}), ...(place ? { place } : {}) });

  async function add(options: { name?: string; replace?: string } = {}) {
    if (picked && !file) return finish(picked);
    if (!file) return;
    setBusy(true);
    const result = await uploadMedia(file, options).finally(() => setBusy(false));
    if (result.outcome === 'added') return finish(result.file.name);
    if (result.outcome === 'conflict') return setConflict(result.conflict);
    setMessage(result.message);
  }

  const noun = kind === 'image' ? 'image' : 'file';
  return (
    <Modal opened={opened} onClose={onClose} title={`Add or choose ${kind === 'image' ? 'an image' : 'a file'}`} size="lg">
      <Stack gap="sm">
        <Paper withBorder p="md" style={{ borderStyle: 'dashed', textAlign: 'center' }} onDragOver={(event) => event.preventDefault()} onDrop={drop} data-media-drop>
          <Text size="sm">{file ? `${file.name} (${Math.ceil(file.size / 1024)} KB)` : `Drag ${kind === 'image' ? 'an image' : 'a PDF or ZIP'} here, or`}</Text>
          <Button variant="light" mt="xs" onClick={() => input.current?.click()}>
            Choose a {noun}…
          </Button>
          <input ref={input} type="file" accept={ACCEPT[kind]} hidden aria-label={`New ${noun}`} onChange={(event) => choose(event.currentTarget.files?.[0])} />
          <Text size="xs" c="dimmed" mt="xs">
            {kind === 'image' ? 'JPEG, PNG, WebP, AVIF, GIF or SVG' : 'PDF or ZIP'}, up to 20 MB. It is saved in pages-data/media/; the build makes the sizes the site needs.
          </Text>
        </Paper>
        {existing.length > 0 && (
          <Select
            label={`Or one already in pages-data/media/`}
            placeholder={`Choose an ${noun} there`}
            data={existing.map((f) => f.name)}
            value={picked}
            onChange={(name) => (setPicked(name), name && setFile(null))}
            clearable
            searchable
          />
        )}
        {askAlt && (
          <>
            <Text size="sm" fw={600}>
              What the image shows, for people who cannot see it
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
              {LANGUAGES.map(({ code, name }) => (
                <TextInput key={code} label={`Alt text (${name})`} value={alt[code]} disabled={decorative} onChange={(event) => setAlt({ ...alt, [code]: event.currentTarget.value })} />
              ))}
            </SimpleGrid>
            <Checkbox
              label="Decorative: it says nothing the page's text does not (screen readers skip it)"
              checked={decorative}
              onChange={(event) => setDecorative(event.currentTarget.checked)}
            />
          </>
        )}
        {kind === 'file' && recordId && places.length > 0 && (
          <Select
            label="Show it on a page"
            description={`The record's id, ${recordId}, is added to the list you choose, as an unsaved change of that page: save it too.`}
            placeholder="Not on a page yet"
            data={places.map((candidate) => ({
              value: keyOf(candidate),
              label: candidate.ids.includes(recordId) ? `${candidate.label} (already there)` : candidate.label,
              disabled: candidate.ids.includes(recordId),
            }))}
            value={placeKey}
            onChange={setPlaceKey}
            clearable
          />
        )}
        {message && (
          <Alert color="red" role="alert" title="Not added">
            {message}
          </Alert>
        )}
        {conflict && (
          <Alert color="yellow" role="alert" title="A different file has this name">
            <Text size="sm">{conflict.message}.</Text>
            <Group mt="xs">
              <Button size="xs" color="red" variant="light" onClick={() => add({ name: conflict.name, replace: conflict.name })}>
                Replace {conflict.name}
              </Button>
              <Button size="xs" variant="light" onClick={() => add({ name: conflict.suggestion })}>
                Keep both: add as {conflict.suggestion}
              </Button>
            </Group>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => add()} disabled={!ready} loading={busy}>
            {file ? `Add ${noun}` : `Use ${noun}`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
