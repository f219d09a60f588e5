import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { CvDownload, CvHeaderBlock, IconName } from '../../generated/schemas.ts';
import { cvRef } from '../../downloads/cv-document.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { SchemaIcon } from '../../icons.tsx';
import { identityLinks, site } from '../../site.ts';
import { actionAttributes } from '../shared/action-attributes.ts';
import { DownloadButton } from '../shared/DownloadButton.tsx';
import { EmailLink, PhoneLink } from '../shared/IdentityLinks.tsx';
import { IdentityName } from '../shared/IdentityName.tsx';
import { PortraitImage } from '../shared/PortraitImage.tsx';
import { SmartLink } from '../shared/SmartLink.tsx';
import { Localized } from '../../i18n/Localized.tsx';

/**
 * Download PDF writes the CV from the collections when clicked (they and jspdf load then); Print opens
 * the browser's dialog. Both are action buttons of the first-load script, so the block is static HTML.
 * Both work on screen only, so the print stylesheet leaves the group out.
 */
function CvButtons({ download }: { download: CvDownload }) {
  const { language, t } = useLanguage();
  return (
    <Group gap="sm" role="group" aria-label={t('cv.actions')} data-screen-only>
      <DownloadButton download={cvRef(language)} writer={{ kind: 'cv', publications: download.publications.ids }} label={t('cv.downloadPdf')} item={t('cv.title')} />
      <Button variant="default" leftSection={<IconPrinter size={16} aria-hidden="true" />} {...actionAttributes({ kind: 'print' })}>
        {t('cv.print')}
      </Button>
    </Group>
  );
}

/** The head of the CV, all from the identity in site.json (the name is the page's title), then its buttons. */
export function CvHeader({ block }: { block: CvHeaderBlock }) {
  const { localize, t } = useLanguage();
  const { identity } = site;
  const links = identityLinks(block.links ?? []);
  const contact: [IconName, ReactNode][] = [['mail', <EmailLink />], ['phone', <PhoneLink />], ['door', <Text>{`${localize(identity.office)}, ${identity.city}`}</Text>]];
  const header = (
    <Group component="header" align="flex-start" gap="lg">
      {identity.portrait && <PortraitImage portrait={identity.portrait} size={96} />}
      <Stack gap={6}>
        <Title order={1}><IdentityName /></Title>
        <Text size="lg" fw={600}>
          <Localized text={identity.title} />
        </Text>
        <Text c="dimmed">
          <Localized text={identity.department} /> · <Localized text={identity.university} />
        </Text>
        <Group gap="lg" mt="xs" aria-label={t('cv.contact')} role="group">
          {contact.map(([icon, value]) => (
            <Group key={icon} gap={6} wrap="nowrap">
              <SchemaIcon name={icon} size={16} />
              {value}
            </Group>
          ))}
        </Group>
        {links.length > 0 && (
          <Group gap="lg">
            {/* External: printed with their address after them (src/shell/print.css). */}
            {links.map((link) => (
              <Anchor key={link.href} component={SmartLink} href={link.href} size="sm">
                <Localized text={link.label} />
              </Anchor>
            ))}
          </Group>
        )}
      </Stack>
    </Group>
  );
  if (!block.download) return header;
  // The buttons sit as far below the head as the page's blocks sit from each other (PageRenderer).
  return (
    <Stack gap={48}>
      {header}
      <CvButtons download={block.download} />
    </Stack>
  );
}
