import '@mantine/core/styles/Tabs.css';
import { Stack, Tabs } from '@mantine/core';
import type { TabsBlock as TabsBlockProps } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { SchemaIcon } from '../../icons.tsx';
import { useAddressFragment } from '../../renderer/address-fragment.ts';
import { StaticSlot } from '../../islands/StaticSlot.tsx';

/** The selected tab is the address's '#<id>'; the default tab has none. */
function useSelectedTab(ids: string[]): [string, (id: string) => void] {
  const [fragment, setFragment] = useAddressFragment();
  const selected = ids.includes(fragment) ? fragment : ids[0]!;
  return [selected, (id) => setFragment(id === ids[0] ? '' : id)];
}

export function TabsBlock({ block }: { block: TabsBlockProps }) {
  const { localize } = useLanguage();
  const [selected, select] = useSelectedTab(block.tabs.map((tab) => tab.id));
  return (
    // Every panel stays in the HTML, hidden with display:none when not selected (an Activity, Mantine's
    // default, would leave hidden panels out of the server render), so all of it is prerendered and indexed.
    <Tabs value={selected} onChange={(id) => id && select(id)} keepMounted keepMountedMode="display-none" variant="outline" radius="md">
      <Tabs.List aria-label={localize(block.label)}>
        {block.tabs.map((tab) => (
          <Tabs.Tab key={tab.id} value={tab.id} fw={600} leftSection={tab.icon && <SchemaIcon name={tab.icon} size={16} />}>
            {localize(tab.label)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {block.tabs.map((tab) => (
        <Tabs.Panel key={tab.id} value={tab.id} pt="lg">
          <Stack gap="xl">
            <StaticSlot blocks={tab.blocks} />
          </Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
