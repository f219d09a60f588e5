// "New page": asks for the page's title and description (Portuguese required; English and Spanish may
// wait for their translation), its address, its icon and whether (and where) the sidebar lists it. The
// server writes the page, its route and its sidebar entry in one request (editor/server/new-page.ts)
// and says why when it refuses; nothing is written then.
import { Alert, Button, Checkbox, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { NewPageRequest } from '../../shared/protocol.ts';
import { createPage } from '../api.ts';
import { LANGUAGES } from '../form/LocalizedTextField.tsx';
import { addressFromTitle } from './page-address.ts';

type Texts = Record<'pt' | 'en' | 'es', string>;
const EMPTY: Texts = { pt: '', en: '', es: '' };

export interface SidebarPlace {
  path: string;
  /** The entry's label as the Portuguese sidebar shows it. */
  label: string;
}

/** Only the languages written: an empty one waits for its translation. */
const written = (texts: Texts) => Object.fromEntries(Object.entries(texts).filter(([, text]) => text.trim())) as NewPageRequest['title'];

function LanguageInputs({ legend, values, onChange, description }: { legend: string; values: Texts; onChange: (next: Texts) => void; description: string }) {
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
      <Text component="legend" fw={600} size="sm">{legend}</Text>
      <Text size="xs" c="dimmed" mb={4}>{description}</Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
        {LANGUAGES.map(({ code, name }) => (
          <TextInput key={code} lang={code} label={`${name} (${code})`} required={code === 'pt'} value={values[code]} onChange={(event) => onChange({ ...values, [code]: event.currentTarget.value })} />
        ))}
      </SimpleGrid>
    </fieldset>
  );
}

export function NewPageDialog({ opened, onClose, icons, sidebar, siteVersion, onCreated }: {
  opened: boolean;
  onClose: () => void;
  /** The icon names site.json accepts (schemas/common/icon.schema.json). */
  icons: string[];
  /** The sidebar's entries as they are now, to choose the new one's place. */
  sidebar: SidebarPlace[];
  /** The version of site.json those entries come from. */
  siteVersion: string;
  onCreated: (document: string) => void;
}) {
  const [title, setTitle] = useState(EMPTY);
  const [description, setDescription] = useState(EMPTY);
  const [path, setPath] = useState<string>();
  const [icon, setIcon] = useState<string | null>(null);
  const [inSidebar, setInSidebar] = useState(true);
  const [position, setPosition] = useState<string | null>(null);
  const [refused, setRefused] = useState<string>();
  const [busy, setBusy] = useState(false);
  const address = path ?? addressFromTitle(title.pt);
  const places = [{ value: '0', label: 'At the top' }, ...sidebar.map((entry, index) => ({ value: String(index + 1), label: `After “${entry.label}” (${entry.path})` }))];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await createPage({
      title: written(title),
      description: written(description),
      path: address,
      icon: icon ?? '',
      ...(inSidebar ? { sidebar: { position: Number(position ?? sidebar.length) } } : {}),
      siteVersion,
    }).catch((error: Error) => ({ refused: error.message }));
    setBusy(false);
    if ('refused' in result) return setRefused(result.refused);
    setRefused(undefined);
    setTitle(EMPTY);
    setDescription(EMPTY);
    setPath(undefined);
    setIcon(null);
    onCreated(result.created.document);
  };

  return (
    <Modal opened={opened} onClose={onClose} title="New page" size="xl">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <LanguageInputs legend="Title" description="Shown at the top of the page, in the browser's tab and in the sidebar. English and Spanish may wait for their translation." values={title} onChange={setTitle} />
          <LanguageInputs legend="Description" description="One sentence for search results and link previews; also the page header's subtitle." values={description} onChange={setDescription} />
          <Group grow align="flex-start">
            <TextInput label="Address" description="Lowercase letters, digits and hyphens, e.g. /seminars" required value={address} onChange={(event) => setPath(event.currentTarget.value)} />
            <Select label="Icon" description="Shown beside the sidebar entry" required searchable data={icons} value={icon} onChange={setIcon} />
          </Group>
          <Checkbox label="List it in the sidebar" checked={inSidebar} onChange={(event) => setInSidebar(event.currentTarget.checked)} />
          {inSidebar ? <Select label="Place in the sidebar" data={places} value={position ?? String(sidebar.length)} onChange={setPosition} allowDeselect={false} /> : null}
          {refused ? (
            <Alert color="red" variant="light" title="The page was not created" role="alert">
              {refused}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>Cancel</Button>
            <Button type="submit" loading={busy}>Create the page</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
