// The notification e-mail on a developer's machine. With the EmailJS settings in the environment
// (the same names as the hosted function's secrets) the local backend sends real mail; without them,
// each notification is written to <data folder>/outbox/ as the e-mail's fields, and one line is
// printed, so the whole store-then-notify path runs with no account.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { emailJsNotifier, emailJsSettingsFrom, type Notifier } from '../../supabase/functions/_shared/notification.ts';

export const outboxPath = (dataDir: string) => join(dataDir, 'outbox');

export function localNotifier(dataDir: string, env: NodeJS.ProcessEnv = process.env): Notifier {
  const settings = emailJsSettingsFrom((name) => env[name]);
  if (settings) return emailJsNotifier(settings);
  return async (notification) => {
    const folder = outboxPath(dataDir);
    mkdirSync(folder, { recursive: true });
    const file = join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${notification.id}.json`);
    writeFileSync(file, `${JSON.stringify(notification, null, 2)}\n`);
    console.log(`[local-backend] ${notification.template} notification written to ${file}`);
  };
}
