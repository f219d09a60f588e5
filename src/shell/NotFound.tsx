import { Button, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { LocalizedLink } from '../i18n/LocalizedLink.tsx';
import { usePageAddress } from '../renderer/page-address.ts';
import { useLanguage } from '../i18n/LanguageProvider.tsx';
import { reportMissingRoute } from '../services/report.ts';
import { usePageTitle } from './page-title.ts';

export function NotFound() {
  const { t } = useLanguage();
  const { pathname } = usePageAddress();
  usePageTitle(t('notFound.metaTitle'));
  // Where the page renders in the browser (the dev server); a prerendered one reports from main.tsx.
  useEffect(() => reportMissingRoute(pathname), [pathname]);
  return (
    <Stack align="center" gap="md" py={80} ta="center">
      <Text fz={96} fw={800} lh={1} c="var(--site-accent-text)" aria-hidden="true">
        {t('notFound.code')}
      </Text>
      <Title order={1}>{t('notFound.title')}</Title>
      <Text c="dimmed" maw="32rem">
        {t('notFound.description')}
      </Text>
      <Button component={LocalizedLink} to="/" size="md">
        {t('notFound.returnHome')}
      </Button>
    </Stack>
  );
}
