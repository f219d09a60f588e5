import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { LocalizedLink } from '../i18n/LocalizedLink.tsx';
import { useLanguage } from '../i18n/LanguageProvider.tsx';
import { reportRenderError } from '../services/report.ts';

function ErrorScreen() {
  const { t } = useLanguage();
  return (
    <Stack align="center" gap="md" py={80} ta="center" role="alert">
      <Title order={1}>{t('error.title')}</Title>
      <Text c="dimmed" maw="34rem">
        {t('error.description')}
      </Text>
      <Group>
        <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
        <Button component={LocalizedLink} to="/" variant="outline">
          {t('error.returnHome')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Catches a page that throws while rendering; the shell stays usable. Keyed by path, so navigating away resets it. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    reportRenderError(error);
  }

  render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
