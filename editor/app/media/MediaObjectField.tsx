// An object with a field naming a media file (an image block's "src", a file record's "file") gets a
// "Choose or add" button above its fields, which opens MediaDialog and writes the choice into the
// object: the name, and for an image the alt text (or "decorative": true) in the same change; for a
// file record, the page's list the owner chose gets the record's id as well (editor-lookups.tsx).
import { Button } from '@mantine/core';
import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import { useContext, useState, type ComponentType } from 'react';
import { EditorLookupsContext } from '../form/editor-lookups.tsx';
import { mediaKindOfSchema } from './media-fields.ts';
import { MediaDialog, type MediaChoice } from './MediaDialog.tsx';

/** The property that names a media file, and its kind; undefined for an object without one. */
export function mediaPropertyOf(props: Pick<FieldProps, 'schema' | 'registry'>) {
  for (const [property, schema] of Object.entries(props.schema.properties ?? {})) {
    if (typeof schema !== 'object') continue;
    const kind = mediaKindOfSchema(props.registry.schemaUtils.retrieveSchema(schema as RJSFSchema));
    if (kind) return { property, kind };
  }
  return undefined;
}

export function MediaObjectField({ Default, ...props }: FieldProps & { Default: ComponentType<FieldProps> }) {
  const media = mediaPropertyOf(props)!;
  const [opened, setOpened] = useState(false);
  const lookups = useContext(EditorLookupsContext);
  const askAlt = media.kind === 'image' && Boolean(props.schema.properties?.alt);
  // A record of a collection (a file record, by its id) can be placed on a page's list of that collection.
  const id = (props.formData as { id?: unknown } | undefined)?.id;
  const recordId = media.kind === 'file' && typeof id === 'string' && id !== '' && lookups.collection ? id : undefined;
  const places = opened && recordId ? lookups.placesFor(lookups.collection!) : [];
  const choose = ({ name, alt, place }: MediaChoice) => {
    const { alt: _alt, decorative: _decorative, ...rest } = (props.formData ?? {}) as Record<string, unknown>;
    const next = askAlt ? { ...rest, [media.property]: name, ...(alt === 'decorative' ? { decorative: true } : { alt }) } : { ...rest, [media.property]: name };
    props.onChange(next, props.fieldPathId.path);
    if (place && recordId) lookups.place(place, recordId);
    setOpened(false);
  };
  return (
    <>
      <Button variant="light" size="xs" mb="sm" onClick={() => setOpened(true)}>
        {media.kind === 'image' ? 'Choose or add an image…' : 'Choose or add a file…'}
      </Button>
      <MediaDialog kind={media.kind} opened={opened} askAlt={askAlt} onClose={() => setOpened(false)} onChosen={choose} places={places} recordId={recordId} />
      <Default {...props} />
    </>
  );
}
