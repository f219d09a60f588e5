// Turns ajv's errors into sentences a maintainer editing JSON can act on.
import type { ErrorObject } from 'ajv';
import type { Problem } from './problems.ts';

const LANGUAGE_NAMES: Record<string, string> = { pt: 'Portuguese', en: 'English', es: 'Spanish' };

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return `the text ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  return `${typeof value} ${JSON.stringify(value)}`;
}

function sentence(error: ErrorObject, blockTypes: string[]): string {
  const p = error.params as Record<string, unknown>;
  const schema = error.parentSchema as { title?: string; properties?: Record<string, unknown> } | undefined;
  switch (error.keyword) {
    case 'required': {
      const name = String(p.missingProperty);
      if (schema?.title === 'LocalizedText') return `missing required property "${name}" (the ${LANGUAGE_NAMES[name]} text)`;
      // A rule's own branch (properties only named, as `true`: an image's "alt, or decorative") says why in its description.
      const why = Object.values(schema?.properties ?? {}).every((property) => property === true) && (schema as { description?: string } | undefined)?.description;
      if (why) return `missing required property "${name}": ${why}`;
      return `missing required property "${name}"`;
    }
    case 'additionalProperties': {
      const allowed = Object.keys(schema?.properties ?? {});
      return `unknown property "${String(p.additionalProperty)}"${allowed.length ? ` (allowed: ${allowed.join(', ')})` : ''}`;
    }
    case 'type':
      return `must be ${String(p.type).replace(',', ' or ')}, found ${describeValue(error.data)}`;
    case 'const':
      return `must be ${JSON.stringify(p.allowedValue)}, found ${describeValue(error.data)}`;
    case 'enum':
      return `${describeValue(error.data)} is not allowed; use one of: ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'discriminator':
      if (p.error === 'mapping')
        return `unknown block type ${JSON.stringify(p.tagValue)}; known types: ${blockTypes.join(', ')}`;
      return `a block needs a "type" naming its block type`;
    case 'minLength':
      return p.limit === 1 ? 'must not be empty' : `must have at least ${String(p.limit)} characters`;
    case 'maxLength':
      return `must have at most ${String(p.limit)} characters`;
    case 'minItems':
      return `must have at least ${String(p.limit)} item${p.limit === 1 ? '' : 's'}`;
    case 'maxItems':
      return `must have at most ${String(p.limit)} items`;
    case 'uniqueItems':
      return `items ${String(p.j)} and ${String(p.i)} are the same; each may appear once`;
    case 'pattern':
      return `${describeValue(error.data)} does not have the expected form (${String(p.pattern)})`;
    case 'format':
      return `${describeValue(error.data)} is not a valid ${String(p.format)}`;
    case 'minimum':
      return `must be at least ${String(p.limit)}`;
    case 'false schema':
      // A field ruled out by another one (a list with a "collection" takes no "items", an infoCard
      // fact with "identity" no "value").
      return 'is not allowed together with the other fields beside it';
    case 'not':
      // The rule's branch says why in its description (a decorative image with alt text).
      return (error.parentSchema as { description?: string } | undefined)?.description ?? 'is not allowed in this form';
    case 'propertyNames':
      return `property name ${JSON.stringify(p.propertyName)} does not have the expected form`;
    default:
      return error.message ?? `fails the "${error.keyword}" rule`;
  }
}

/** blockTypes: the valid values of a block's "type", named when a document uses an unknown one. */
export function problemsFromAjv(file: string, errors: ErrorObject[] | null | undefined, blockTypes: string[] = []): Problem[] {
  const seen = new Set<string>();
  const problems: Problem[] = [];
  for (const error of mergeTypeErrors(errors ?? [])) {
    // propertyNames reports twice (the name, then the wrapper); keep the one that says which name.
    if (error.keyword === 'propertyNames' && !(error.params as { propertyName?: string }).propertyName) continue;
    if (error.keyword === 'if' || error.keyword === 'oneOf') continue;
    const problem = { file, pointer: error.instancePath, message: sentence(error, blockTypes) };
    const key = `${problem.pointer} ${problem.message}`;
    if (!seen.has(key)) problems.push(problem);
    seen.add(key);
  }
  return problems;
}

/** The branches of a oneOf each report their own type; one sentence names them all ("string or object"). */
function mergeTypeErrors(errors: ErrorObject[]): ErrorObject[] {
  const typesAt = new Map<string, string[]>();
  for (const error of errors)
    if (error.keyword === 'type') typesAt.set(error.instancePath, [...(typesAt.get(error.instancePath) ?? []), String((error.params as { type: string }).type)]);
  return errors.map((error) =>
    error.keyword === 'type' ? { ...error, params: { type: [...new Set(typesAt.get(error.instancePath))].join(' or ') } } : error,
  );
}
