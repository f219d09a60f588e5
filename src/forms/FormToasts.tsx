import { Notifications } from '@mantine/notifications';

/**
 * The toast container. Only the forms raise toasts, so it ships with them rather than with every
 * page; a page shows one form, hence one container. Toasts stay 5 s, at most 3 at once.
 */
export function FormToasts() {
  // Each toast is announced (role="alert"); the containers themselves carry no ARIA role.
  return <Notifications position="top-right" autoClose={5000} limit={3} />;
}
