import '@mantine/core/styles/Tabs.css';
import { Stack, Tabs } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { TabsBlock as TabsBlockProps } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { SchemaIcon } from '../../icons.tsx';
import { BlockList } from '../../renderer/BlockRenderer.tsx';

/**
 * The selected tab is the address's '#<id>'. The prerendered page shows the default tab, so the first
 * render does too (hydration must match) and the address's tab applies right after.
 */
function useSelectedTab(ids: string[]): [string, (id: string) => void] {
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const [started, setStarted] = useState(false);
  useEffect(() => setStarted(true), []);
  const fromAddress = decodeURIComponent(hash.slice(1));
  const selected = started && ids.includes(fromAddress) ? fromAddress : ids[0]!;
  // A new history entry per choice, so the back button returns to the previous tab.
  const select = (id: string) => navigate({ pathname, search, hash: id === ids[0] ? '' : id }, { preventScrollReset: true });
  return [selected, select];
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
            <BlockList blocks={tab.blocks} />
          </Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
