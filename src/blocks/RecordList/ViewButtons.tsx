import { Button, type ButtonProps } from '@mantine/core';
import type { ReactElement } from 'react';
import type { DownloadRef, Link, RecordView } from '../../generated/schemas.ts';
import { actionHref, actionLabel, fieldText, holds, type ViewAction, type ViewText } from '../../records/record-view.ts';
import type { RecordData } from '../../records/select-records.ts';
import { actionAttributes } from '../shared/action-attributes.ts';
import { CopyButton } from '../shared/CopyButton.tsx';
import { DownloadButton } from '../shared/DownloadButton.tsx';
import { ItemAction } from '../shared/ItemAction.tsx';
import { itemButtonProps } from '../shared/item-button.tsx';
import { linkHref } from '../shared/LinkButton.tsx';
import { lazyModule, useLazyModule } from '../../lib/lazy-module.ts';
import { showNotesRef } from '../../downloads/show-notes.ts';
import { mediaFile } from '../../media/media.ts';
import { formatFileSize } from '../../media/file-size.ts';

/** The dialog's chunk (RecordDialog.tsx), loaded with RecordList's (the registry), so a dialog renders at once. */
export const recordDialog = lazyModule(() => import('./RecordDialog.tsx').then((m) => m.RecordDialog));

function LazyRecordDialog(props: Parameters<Awaited<ReturnType<typeof recordDialog.load>>>[0]) {
  const RecordDialog = useLazyModule(recordDialog);
  return <RecordDialog {...props} />;
}

/**
 * A record's buttons for one action of its view. Downloads, videos, copies and dialogs are the first-load
 * script's buttons (shared/action-buttons.ts), so a list of them needs no island. `look` overrides the
 * action's variant where its card stands out (a featured card, the podcast's banner).
 */
export function viewButtons(action: ViewAction, view: RecordView, record: RecordData, title: string, text: ViewText, look?: Pick<ButtonProps, 'variant' | 'color'>): ReactElement[] {
  if (!holds(action.when, record)) return [];
  const size = action.size ?? 'sm';
  const shown = { size, variant: action.variant ?? 'filled', ...look };
  const key = `${action.kind}${action.label}`;
  // Every kind but links (each link's own words) and link (its words may name the address's site) says its label.
  const label = action.label === undefined ? '' : text.t(action.label);
  if (action.kind === 'download') {
    // A written file (an episode's show notes) is numbered by the field; any other is the downloads entry the field holds.
    const writer = action.writer && ({ kind: action.writer, episode: Number(record[action.field!]) } as const);
    const download = writer ? showNotesRef({ number: writer.episode }) : (record[action.field!] as DownloadRef | undefined);
    const format = action.fileType === undefined ? undefined : record[action.fileType];
    if (!download) return [];
    return [<DownloadButton key={key} download={download} writer={writer} format={typeof format === 'string' ? format : undefined} label={label} item={title} icon={action.icon} {...shown} />];
  }
  if (action.kind === 'video') {
    const url = actionHref(action, record, title, text);
    if (!url) return [];
    return [
      <Button key={key} {...shown} {...itemButtonProps(label, title, action.icon, size, ` ${text.t('link.opensInNewTab')}`)} {...actionAttributes({ kind: 'video', url })}>
        {label}
      </Button>,
    ];
  }
  if (action.kind === 'copy') {
    const value = fieldText(record[action.field!], text.localize);
    if (!value) return [];
    return [<CopyButton key={key} text={value} label={label} copied={action.copiedLabel && text.t(action.copiedLabel)} item={title} icon={action.icon} {...shown} />];
  }
  if (action.kind === 'file') {
    // A real file of pages-data/media/: a plain link to the build's hashed copy, saved under its own name.
    const name = record[action.field!];
    const file = typeof name === 'string' ? mediaFile(name) : undefined;
    if (!file) return [];
    // Its hint repeats what the card shows of it: its format and its size, as the build measured them.
    const facts = [file.format, formatFileSize(file.bytes, text.language)];
    return [<ItemAction key={key} href={file.href} download={name as string} downloadFacts={facts} label={label} item={title} icon={action.icon} {...shown} />];
  }
  if (action.kind === 'dialog')
    return [
      <LazyRecordDialog key={key} label={label} title={title} icon={action.icon} buttonProps={shown} view={view} record={record} />,
    ];
  if (action.kind === 'links')
    return ((record[action.field!] ?? []) as Link[]).map((link) => (
      <ItemAction key={link.href} href={linkHref(link, text.localize)} label={text.localize(link.label)} item={title} icon={action.icon} {...shown} />
    ));
  // A link: "always" opens even a page of this site in a new tab, announced as such.
  const href = actionHref(action, record, title, text);
  return href ? [<ItemAction key={`${action.label}${href}`} href={href} label={actionLabel(action, href, text)} item={title} icon={action.icon} {...shown} newTab={action.newTab === 'always'} />] : [];
}
