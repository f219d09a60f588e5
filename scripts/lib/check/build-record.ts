// What a build was made with, written by the build and read by `npm run check`, so the check looks at the
// dist/ that is there, not at whatever the environment says now: the site address (SITE_URL, its sub-path)
// and what the forms do (src/services/forms-availability.ts). The Vite plugin below decides the forms once
// per build, hands the answer to the bundles as __FORMS_BACKEND__ and writes dist/.vite/build-info.json
// beside Vite's manifest (the compression and the host skip .vite/).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { formsBuild, type FormsBuild } from '../../../src/services/forms-availability.ts';
import { startTags } from '../html-tags.ts';
import { buildEnv } from '../build-output.ts';
import { readSiteUrl } from '../seo/site-url.ts';

/** The record's place inside the build's folder. */
export const BUILD_RECORD_FILE = '.vite/build-info.json';

export interface BuildRecord {
  /** The address the build was made for (SITE_URL, or the default), without a trailing slash. */
  siteUrl: string;
  forms: FormsBuild;
}

/** site.json's forms setting; an unreadable site.json is the validation's to report. */
function formsSettingOf(root: string): { forms?: { whenNoBackend?: FormsBuild['whenNoBackend'] } } {
  try {
    return JSON.parse(readFileSync(join(root, 'pages-data/site.json'), 'utf8')) as { forms?: { whenNoBackend?: FormsBuild['whenNoBackend'] } };
  } catch {
    return {};
  }
}

/** The record of a build of `root` with `env`. */
export function buildRecordOf(root: string, env: Record<string, string | undefined>): BuildRecord {
  return { siteUrl: readSiteUrl(env), forms: formsBuild(env, formsSettingOf(root)) };
}

/** The Vite plugin: __FORMS_BACKEND__ for the client and server bundles of a build, the record for the client's. */
export function buildRecordPlugin(root: string): Plugin {
  let record: BuildRecord | undefined;
  let ssr = false;
  return {
    name: 'site-build-record',
    config(_config, { command, mode }) {
      // The dev server and the tests leave the constant undefined: forms on the local backend, as today.
      if (command !== 'build') return;
      record = buildRecordOf(root, buildEnv(root, mode));
      return { define: { __FORMS_BACKEND__: JSON.stringify(record.forms.backend) } };
    },
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle() {
      if (record && !ssr) this.emitFile({ type: 'asset', fileName: BUILD_RECORD_FILE, source: `${JSON.stringify(record, null, 2)}\n` });
    },
  };
}

/** The record in a built folder, or undefined (a build from before the record, or none). */
export function readBuildRecord(dist: string): BuildRecord | undefined {
  const file = join(dist, BUILD_RECORD_FILE);
  if (!existsSync(file)) return undefined;
  try {
    const record = JSON.parse(readFileSync(file, 'utf8')) as BuildRecord;
    return typeof record.siteUrl === 'string' && typeof record.forms?.backend === 'string' ? record : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The address a built folder was made for: its record's, else its home page's canonical link (every
 * build writes one: 'https://prof.github.io/site/' → 'https://prof.github.io/site'); undefined when neither
 * is there.
 */
export function builtSiteUrl(dist: string): string | undefined {
  const recorded = readBuildRecord(dist)?.siteUrl;
  if (recorded) return recorded;
  const home = join(dist, 'index.html');
  if (!existsSync(home)) return undefined;
  const canonical = startTags(readFileSync(home, 'utf8')).find(({ name, attributes }) => name === 'link' && attributes.rel === 'canonical')?.attributes.href;
  try {
    return canonical ? readSiteUrl({ SITE_URL: canonical }) : undefined;
  } catch {
    return undefined;
  }
}
