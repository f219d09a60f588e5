// An object with a field naming a media file (an image block's "src", a file record's "file") gets a
// "Choose or add" button above its fields, which opens MediaDialog and writes the choice into the
// object: the name, and for an image the alt text (or "decorative": true) in the same change.
import { Button } from '@mantine/core';
import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import { useState, type ComponentType } from 'react';
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
  const askAlt = media.kind === 'image' && Boolean(props.schema.properties?.alt);
  const choose = ({ name, alt }: MediaChoice) => {
    const { alt: _alt, decorative: _decorative, ...rest } = (props.formData ?? {}) as Record<string, unknown>;
    const next = askAlt ? { ...rest, [media.property]: name, ...(alt === 'decorative' ? { decorative: true } : { alt }) } : { ...rest, [media.property]: name };
    props.onChange(next, props.fieldPathId.path);
    setOpened(false);
  };
  return (
    <>
      <Button variant="light" size="xs" mb="sm" onClick={() => setOpened(true)}>
        {media.kind === 'image' ? 'Choose or add an image…' : 'Choose or add a file…'}
      </Button>
      <MediaDialog kind={media.kind} opened={opened} askAlt={askAlt} onClose={() => setOpened(false)} onChosen={choose} />
      <Default {...props} />
    </>
  );
}
