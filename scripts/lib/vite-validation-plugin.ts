// The dev server's side of validation (the build runs `npm run validate` before bundling): problems
// are printed at start, shown in the error overlay when a JSON file is saved, and the page reloads
// once the files are valid again.
import type { Plugin, ViteDevServer } from 'vite';
import { formatProblems } from './problems.ts';
import { validateProject } from './validate-project.ts';

const WATCHED = /[\\/](pages-data|locales|schemas)[\\/].+\.json$/;

export function jsonValidationPlugin(root: string): Plugin {
  let server: ViteDevServer | undefined;
  const report = () => {
    const problems = validateProject({ root });
    return problems.length ? formatProblems(problems) : undefined;
  };
  return {
    name: 'site-json-validation',
    apply: 'serve',
    configureServer(devServer) {
      server = devServer;
      // A broken file must not stop the dev server: it is reported, and fixed while it runs.
      // (Vitest also starts a Vite server; its validation test says the same thing once.)
      if (process.env.VITEST) return;
      const message = report();
      if (message) devServer.config.logger.error(message);
    },
    handleHotUpdate({ file }) {
      if (!WATCHED.test(file) || !server) return;
      const message = report();
      if (message) {
        server.config.logger.error(message);
        server.ws.send({ type: 'error', err: { message, stack: '', plugin: 'site-json-validation', id: file } });
      } else {
        server.ws.send({ type: 'full-reload' });
      }
      return [];
    },
  };
}
