// Finds a Chromium for the browser tests. Nothing may download a browser here, so we use the
// system one (Debian's package) and install it with apt-get when we are root and it is missing.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((path) => existsSync(path));
}

export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  const canInstall = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
  if (!canInstall) {
    throw new Error(
      'Browser tests need Chromium and none was found. Install it with `sudo apt-get install -y chromium` (Debian/Ubuntu), ' +
        'or point CHROME_PATH at an installed Chromium or Chrome binary.',
    );
  }
  console.log('Chromium not found: installing Debian\'s chromium package (about 30 s)…');
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  const installed = findChromium();
  if (!installed) throw new Error('apt-get installed chromium but no binary was found at /usr/bin/chromium.');
  return installed;
}

/** Flags that keep headless Chromium quiet on a machine without internet access. */
export const CHROMIUM_ARGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic',
];
