import '@mantine/core/styles/Tabs.css';
import { Stack, Tabs } from '@mantine/core';
import { useId } from 'react';
import type { TabsBlock as TabsBlockProps } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { SchemaIcon } from '../../icons.tsx';
import { BlockList } from '../../renderer/BlockRenderer.tsx';
import { TAB_ID_ATTRIBUTE, TABS_BEHAVIOUR } from './tabs-behaviour.ts';
import { Localized } from '../../i18n/Localized.tsx';
import { HTML_LANG } from '../../i18n/languages.ts';

/**
 * Tabs are static HTML with the first tab selected; tabs-behaviour.ts, in the first-load script,
 * selects another (a tap, a key, the address's '#<id>'). Every panel stays in the HTML, hidden with
 * display:none when not selected, so all of it is prerendered and indexed, and the interactive blocks
 * inside a panel are islands of their own.
 */
export function TabsBlock({ block }: { block: TabsBlockProps }) {
  const { language, localize, langOf } = useLanguage();
  const id = useId();
  // A list label still waiting for this page's translation is Portuguese: the list says so with lang (which
  // its aria-label follows), and each tab then names its own language, so a translated tab reads as such.
  const listLang = langOf(block.label);
  const tabLang = (label: TabsBlockProps['tabs'][number]['label']) => (listLang ? (langOf(label) ?? HTML_LANG[language]) : undefined);
  const panelId = (tab: string) => `${id}-panel-${tab}`;
  return (
    <Tabs id={id} value={block.tabs[0]!.id} keepMounted keepMountedMode="display-none" variant="outline" radius="md" data-behaviour={TABS_BEHAVIOUR}>
      <Tabs.List aria-label={localize(block.label)} lang={listLang}>
        {block.tabs.map((tab) => (
          <Tabs.Tab key={tab.id} value={tab.id} fw={600} leftSection={tab.icon && <SchemaIcon name={tab.icon} size={16} />} aria-controls={panelId(tab.id)} lang={tabLang(tab.label)} {...{ [TAB_ID_ATTRIBUTE]: tab.id }}>
            <Localized text={tab.label} />
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
