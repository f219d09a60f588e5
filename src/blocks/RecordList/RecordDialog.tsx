import type { ButtonProps } from '@mantine/core';
import type { IconName, RecordView } from '../../generated/schemas.ts';
import type { RecordData } from '../../records/select-records.ts';
import { ItemDialog } from '../shared/ItemDialog.tsx';
import { DialogParts } from './DialogParts.tsx';

/**
 * A dialog action's button and the record's dialog (a view's `dialog`). Its own chunk, loaded with
 * RecordList's (src/blocks/registry.ts) but outside its static imports, so the dialog's styles join only
 * the stylesheet of pages whose record lists have a dialog (scripts/lib/view-chunks.ts).
 */
export function RecordDialog(props: { label: string; title: string; icon: IconName; buttonProps: ButtonProps; view: RecordView; record: RecordData }) {
  return (
    <ItemDialog label={props.label} title={props.title} icon={props.icon} buttonProps={props.buttonProps}>
      <DialogParts view={props.view} record={props.record} />
    </ItemDialog>
  );
}
