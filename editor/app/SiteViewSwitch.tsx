// site.json is edited in forms (its identity, routes, sidebar and other parts, each entry of a list in
// its own form, moved with the entry's buttons), or as JSON text for anything a form does not show well.
import { SegmentedControl } from '@mantine/core';

export function SiteViewSwitch({ asText, onChange }: { asText: boolean; onChange: (asText: boolean) => void }) {
  return (
    <SegmentedControl
      size="xs"
      aria-label="Edit site.json in"
      value={asText ? 'text' : 'forms'}
      onChange={(value) => onChange(value === 'text')}
      data={[
        { value: 'forms', label: 'Forms' },
        { value: 'text', label: 'JSON text' },
      ]}
    />
  );
}
