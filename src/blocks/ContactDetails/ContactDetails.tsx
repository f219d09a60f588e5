import { Anchor, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ContactDetailsBlock, IconName } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { SchemaIcon } from '../../icons.tsx';
import { site } from '../../site.ts';
import { BlockCard } from '../shared/BlockCard.tsx';
import { BlockHeading } from '../shared/BlockHeading.tsx';

type Field = ContactDetailsBlock['fields'][number];

const FIELD_ICONS: Record<Field, IconName> = {
  email: 'mail', phone: 'phone', office: 'door', department: 'flask', campus: 'building', city: 'mapPin', address: 'route',
};

/** Reads the identity in site.json, so an address or number changes in one place. */
function useFieldValue(): (field: Field) => ReactNode {
  const { localize } = useLanguage();
  const { identity } = site;
  return (field) => {
    switch (field) {
      case 'email':
        return <Anchor href={`mailto:${identity.email}`}>{identity.email}</Anchor>;
      case 'phone':
        return <Anchor href={`tel:${identity.phone.replace(/[^+0-9]/g, '')}`}>{identity.phone}</Anchor>;
      case 'office':
        return localize(identity.office);
      case 'department':
        return localize(identity.department);
      case 'campus':
        return localize(identity.campus);
      case 'city':
        return identity.city;
      case 'address':
        return `${identity.postalAddress}, ${identity.city}, ${identity.postalCode}`;
    }
  };
}

export function ContactDetails({ block }: { block: ContactDetailsBlock }) {
  const { t } = useLanguage();
  const valueOf = useFieldValue();
  return (
    <BlockCard component="section">
      <Stack gap="md">
        <BlockHeading heading={block.heading} icon="mail" size="card" />
        <Stack gap="sm">
          {block.fields.map((field) => (
            <Group key={field} gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" color="gray" size={32} radius="md" aria-hidden="true">
                <SchemaIcon name={FIELD_ICONS[field]} size={18} />
              </ThemeIcon>
              <div style={{ minWidth: 0 }}>
                <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                  {t(`contact.${field}`)}
                </Text>
                <Text style={{ overflowWrap: 'anywhere' }}>
                  {valueOf(field)}
                </Text>
              </div>
            </Group>
          ))}
        </Stack>
      </Stack>
    </BlockCard>
  );
}
