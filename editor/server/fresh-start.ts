// The editor's Start fresh: the same plan and report as `npm run start:fresh` (scripts/lib/fresh-start/),
// from the answers of the dialog's small form and an optional Lattes export. Its own small plugin, placed
// before the editor's API (start-editor.ts), answering one route of that API with the same checks.
// Nothing is kept between the dry run and Apply: Apply plans the same answers again against the disk.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { LattesRefused } from '../../scripts/lib/lattes/index.ts';
import { applyFreshStart, FreshStartRefused } from '../../scripts/lib/fresh-start/apply.ts';
import { answerProblem, IDENTITY_FIELDS, type Answers } from '../../scripts/lib/fresh-start/identity.ts';
import { planFreshStart, writable } from '../../scripts/lib/fresh-start/plan.ts';
import { formatFreshStart } from '../../scripts/lib/fresh-start/report.ts';
import type { FreshStartResponse } from '../shared/fresh-start-protocol.ts';
import { API } from '../shared/protocol.ts';
import { checkRequest, HttpError, readJsonBody, sendJson } from './http.ts';
import type { EditorDirs } from './project.ts';

const ANSWERS = new Set<string>([...IDENTITY_FIELDS.map((entry) => entry.answer), 'siteUrl']);
const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** The answers as the plan takes them: known keys, texts, each one the schema would accept. */
function answersOf(value: unknown): Answers {
  if (!isRecord(value)) throw new HttpError(400, 'expected { answers: { name, email, … } }');
  const answers: Record<string, string> = {};
  for (const [key, answer] of Object.entries(value)) {
    if (!ANSWERS.has(key) || answer === undefined || answer === '') continue;
    if (typeof answer !== 'string') throw new HttpError(400, `the answer "${key}" must be a text`);
    const problem = answerProblem(key as keyof Answers, answer.trim());
    if (problem) throw new HttpError(400, problem);
    answers[key] = answer.trim();
  }
  return answers as Answers;
}

export function freshStart(dirs: EditorDirs, body: unknown): FreshStartResponse {
  if (!isRecord(body)) throw new HttpError(400, 'expected { answers, lattes?, apply? }');
  const answers = answersOf(body.answers);
  const lattes = isRecord(body.lattes) && typeof body.lattes.name === 'string' && typeof body.lattes.base64 === 'string' ? { name: body.lattes.name, bytes: Buffer.from(body.lattes.base64, 'base64') } : undefined;
  try {
    const plan = planFreshStart({ root: dirs.root, schemaRoot: dirs.schemaRoot, answers, lattes });
    const response: FreshStartResponse = { report: formatFreshStart(plan, { flags: false }), missing: plan.missing, writable: writable(plan) };
    if (body.apply !== true) return response;
    return { ...response, ...applyFreshStart(plan, dirs.root) };
  } catch (error) {
    if (error instanceof LattesRefused || error instanceof FreshStartRefused) throw new HttpError(400, error.message);
    throw error;
  }
}

export function freshStartPlugin(dirs: EditorDirs): Plugin {
  return {
    name: 'site-editor-fresh-start',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
        if (req.method !== 'POST' || new URL(req.url ?? '/', 'http://editor.invalid').pathname !== `${API}/fresh-start`) return next();
        void (async () => {
          try {
            checkRequest(req);
            sendJson(res, 200, freshStart(dirs, await readJsonBody(req)));
          } catch (error) {
            if (error instanceof HttpError) return sendJson(res, error.status, error.body);
            console.error('[editor]', error);
            sendJson(res, 500, { message: (error as Error).message });
          }
        })();
      });
    },
  };
}
