// Toasts through @mantine/notifications; the form decides the words, this decides the look.
import { notifications } from '@mantine/notifications';

export function notifySuccess(title: string, message?: string): void {
  notifications.show({ title: message ? title : undefined, message: message ?? title, color: 'teal', withBorder: true });
}

export function notifyError(title: string, message?: string): void {
  notifications.show({ title: message ? title : undefined, message: message ?? title, color: 'red', withBorder: true });
}
