// Where a build writes and for which address: shared by vite.config.ts, the prerender, the compression
// and the host files, so that a second build (DIST_DIR=dist-refuse, as a test's) never writes into
// another's folder, and every part of one build agrees on SITE_URL and its sub-path.
import { resolve } from 'node:path';
import { loadEnv } from 'vite';
import { basePathOf, readSiteUrl } from './seo/site-url.ts';

/** The build's output folder: DIST_DIR (relative to the project) or dist/. */
export function distDir(root: string, env: Record<string, string | undefined> = process.env): string {
  return resolve(root, env.DIST_DIR?.trim() || 'dist');
}

/** The server build's scratch folder, beside the output folder ('dist-ssr', 'dist-site-ssr'). */
export function serverBuildDir(root: string, env: Record<string, string | undefined> = process.env): string {
  return `${distDir(root, env)}-ssr`;
}

/** The build's settings: .env's, with the environment's over them, as Vite reads its VITE_* ones. */
export function buildEnv(root: string, mode = 'production'): Record<string, string | undefined> {
  return { ...loadEnv(mode, root, ''), ...process.env };
}

/** SITE_URL from the environment, or from .env like the VITE_* settings. */
export function buildSiteUrl(root: string, mode = 'production'): string {
  return readSiteUrl(buildEnv(root, mode));
}

/** The build's sub-path ('' or '/site'), the same one Vite's `base` gets. */
export function buildBasePath(root: string, mode = 'production'): string {
  return basePathOf(buildSiteUrl(root, mode));
}
