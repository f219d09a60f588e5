import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { InfoCardBlock } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { SchemaIcon } from '../../icons.tsx';
import { identityText, type IdentityFact } from '../../site.ts';
import { BlockSection } from '../shared/BlockSection.tsx';
import { EmailLink, PhoneLink } from '../shared/IdentityLinks.tsx';
import { Localized } from '../../i18n/Localized.tsx';

/** A fact of the identity in site.json, so an address, a number or the hours change in one place. E-mail and phone are links. */
function IdentityValue({ fact }: { fact: IdentityFact }) {
  const { localize } = useLanguage();
  return fact === 'email' ? <EmailLink /> : fact === 'phone' ? <PhoneLink /> : identityText(fact, localize);
}

/** A card of labelled facts, each written in the item or read from the identity (validation makes it one or the other). */
export function InfoCard({ block }: { block: InfoCardBlock }) {
  const { localize, t } = useLanguage();
  return (
    <BlockSection card heading={block.heading} icon={block.icon}>
      <Stack gap="sm">
        {block.items.map((item) => {
          // A fact from the identity is named by the site's own word for it unless the item says otherwise.
          const label = item.label ? localize(item.label) : t(`contact.${item.identity}`);
          return (
            <Group key={label} gap="sm" wrap="nowrap" align="flex-start">
              {item.icon && (
                <ThemeIcon variant="light" color="gray" size={32} radius="md" aria-hidden="true">
                  <SchemaIcon name={item.icon} size={18} />
                </ThemeIcon>
              )}
              <div style={{ minWidth: 0 }}>
                <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                  {label}
                </Text>
                <Text style={{ overflowWrap: 'anywhere' }}>{item.identity ? <IdentityValue fact={item.identity} /> : localize(item.value!)}</Text>
              </div>
            </Group>
          );
        })}
      </Stack>
      {block.note && (
        <Text size="sm" c="dimmed">
          <Localized text={block.note} />
        </Text>
      )}
    </BlockSection>
  );
}
