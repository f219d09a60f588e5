// The file list's "Start from your record" button and its dialog: her Lattes export (optional) and a small
// form for what it does not say, then the same report `npm run start:fresh` prints (what of the sample
// goes, page by page what is hers to write), then Apply. The editor reads the written files again; an
// open file with unsaved edits is left as it is.
import { Alert, Button, Code, FileInput, Group, Modal, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import type { FreshStartAnswers, FreshStartResponse } from '../../shared/fresh-start-protocol.ts';
import { isDirty, type Editor } from '../use-editor.ts';
import { sendFreshStart } from './fresh-start-api.ts';

/** The form's fields: the answer, its label, and the identity field it fills (what `missing` names). */
const FIELDS: { answer: keyof FreshStartAnswers; label: string; field: string; placeholder?: string }[] = [
  { answer: 'name', field: 'name', label: 'Full name' },
  { answer: 'honorific', field: 'honorific', label: 'Honorific before the name', placeholder: 'Profa. Dra.' },
  { answer: 'email', field: 'email', label: 'Public e-mail' },
  { answer: 'position', field: 'title', label: 'Position', placeholder: 'Professora Titular' },
  { answer: 'department', field: 'department', label: 'Department or faculty' },
  { answer: 'university', field: 'university', label: 'University' },
  { answer: 'phone', field: 'phone', label: 'Phone', placeholder: '+55 (61) 3107-0000' },
  { answer: 'office', field: 'office', label: 'Office (room, building)' },
  { answer: 'officeHours', field: 'officeHours', label: 'Office hours', placeholder: 'Segunda a sexta, 9:00-17:00' },
  { answer: 'campus', field: 'campus', label: 'Campus' },
  { answer: 'postalAddress', field: 'postalAddress', label: 'Street address' },
  { answer: 'city', field: 'city', label: 'City and state', placeholder: 'Brasília – DF' },
  { answer: 'postalCode', field: 'postalCode', label: 'Postal code' },
  { answer: 'siteUrl', field: 'siteUrl', label: "Your site's address (SITE_URL)", placeholder: 'https://ana.github.io/site' },
];

export function FreshStartButton({ editor }: { editor: Editor }) {
  const [opened, setOpened] = useState(false);
  const [answers, setAnswers] = useState<FreshStartAnswers>({});
  const [lattes, setLattes] = useState<File | null>(null);
  const [plan, setPlan] = useState<FreshStartResponse>();
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const answer = (key: keyof FreshStartAnswers, value: string) => {
    setAnswers((current) => ({ ...current, [key]: value }));
    setPlan(undefined);
  };
  const send = async (apply: boolean) => {
    setBusy(true);
    setMessage(undefined);
    const result = await sendFreshStart(answers, lattes, apply);
    setBusy(false);
    if (!result.ok) return setMessage(result.message);
    setPlan(result.response);
    if (!apply) return;
    const written = result.response.written ?? [];
    setMessage(`Written: ${written.length} file(s)${result.response.deleted?.length ? `; deleted: ${result.response.deleted.join(', ')}` : ''}. Write your texts page by page, then run npm run check.`);
    await editor.refreshFiles();
    for (const path of written) if (editor.open[path] && !isDirty(editor.open[path])) await editor.reloadFromDisk(path);
  };
  const missing = new Set(plan?.missing ?? []);
  return (
    <>
      <Button variant="light" size="xs" mx="sm" mt="xs" leftSection={<IconSparkles size={16} aria-hidden />} onClick={() => setOpened(true)}>
        Start from your record
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Start from your record, not the sample's" size="xl">
        <Stack gap="sm">
          <Text size="sm">
            The sample professor's records, texts, map, portrait and files go; your pages stay, with what only you can write listed page by page. Your identity comes from
            your Lattes export where it has it, and from this form. You see the whole report first; nothing is written until you apply it.
          </Text>
          <FileInput label="Your Lattes export (optional)" placeholder="Choose a .xml or .zip file" accept=".xml,.zip" value={lattes} onChange={(file) => (setLattes(file), setPlan(undefined))} clearable disabled={busy} />
          <SegmentedControl
            aria-label="The words the site uses for you"
            value={answers.gender ?? ''}
            onChange={(value) => answer('gender', value)}
            data={[{ label: 'a professora (feminine)', value: 'feminine' }, { label: 'o professor (masculine)', value: 'masculine' }]}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {FIELDS.map(({ answer: key, label, field, placeholder }) => (
              <TextInput key={key} size="xs" label={label} placeholder={placeholder} value={(answers[key] as string | undefined) ?? ''} onChange={(event) => answer(key, event.currentTarget.value)} error={missing.has(field) ? 'Needed: your export does not say it' : undefined} disabled={busy} />
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="light" onClick={() => void send(false)} loading={busy && !plan}>
              See what would change
            </Button>
            <Button onClick={() => void send(true)} loading={busy && !!plan} disabled={!plan?.writable || !!plan.written}>
              Apply
            </Button>
          </Group>
          {message && <Alert role="status" color={plan?.written ? 'green' : 'blue'}>{message}</Alert>}
          {plan && (
            <Code block aria-label="Start fresh report" style={{ maxHeight: '45vh', overflow: 'auto', whiteSpace: 'pre-wrap' }}>
              {plan.report}
            </Code>
          )}
        </Stack>
      </Modal>
    </>
  );
}
