// Toasts through @mantine/notifications; the form decides the words, this decides the look.
import { notifications } from '@mantine/notifications';

function notify(color: string, title: string, message?: string): void {
  notifications.show({ title: message ? title : undefined, message: message ?? title, color, withBorder: true });
}

export const notifySuccess = (title: string, message?: string) => notify('teal', title, message);
export const notifyError = (title: string, message?: string) => notify('red', title, message);
