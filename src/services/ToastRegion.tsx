// Loaded the first time something asks for toasts (see toasts.tsx), with its styles.
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { useHotkeys } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { useRef } from 'react';
import { useLanguage } from '../i18n/LanguageProvider.tsx';

/**
 * The toast region: one landmark labelled "Notifications" (in the visitor's language) holding
 * Mantine's containers, which render inside it rather than in a portal; Alt+T moves focus into it.
 * The shell hosts it, so a page has one region whoever raises the toasts (a form, a download).
 * Toasts stay 5 s, at most 3 at once, and each is announced (role="alert").
 */
export function ToastRegion() {
  const { t } = useLanguage();
  const region = useRef<HTMLElement>(null);
  useHotkeys([['alt+T', () => region.current?.focus()]]);
  return (
    <section ref={region} aria-label={t('toast.region')} tabIndex={-1}>
      <Notifications position="top-right" autoClose={5000} limit={3} withinPortal={false} />
    </section>
  );
}
