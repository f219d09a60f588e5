// Office hours are one fact, written once in site.json's identity: /contact and /meeting both show it
// from there, and no document writes the range itself. Meeting hours (on /meeting) are another fact.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import site from '../../pages-data/site.json';
import { walkObjects } from '../../src/lib/json-walk.ts';

const pagesData = join(import.meta.dirname, '../../pages-data');
const read = (name: string): unknown => JSON.parse(readFileSync(join(pagesData, name), 'utf8'));
const documents = readdirSync(pagesData).filter((name) => name.endsWith('.json') && name !== 'site.json');
/** A time of day as the documents write one ("9h", "9:00", "9 am"), and a range of two. */
const HOUR = /\b\d{1,2}(?::\d{2}|h\b|\s?[ap]m\b)/i;
const HOURS = /\d{1,2}(?::\d{2}|h)\s*(?:-|–|às|a|to)\s*\d{1,2}(?::\d{2}|h)/;

/** Every infoCard fact of a document, with its label in Portuguese and where its text comes from. */
function infoFacts(document: unknown): { label: string; identity?: unknown; value?: unknown }[] {
  const facts: { label: string; identity?: unknown; value?: unknown }[] = [];
  walkObjects(document, (node) => {
    if (node.type !== 'infoCard' || !Array.isArray(node.items)) return;
    for (const item of node.items as { label?: { pt: string }; identity?: unknown; value?: unknown }[])
      facts.push({ label: item.label?.pt ?? String(item.identity), identity: item.identity, value: item.value });
  });
  return facts;
}

describe('office hours', () => {
  // The sample's hours (Monday to Friday, 8:00-17:00) are stated in tests/node/spec-sample.test.ts.
  it('are written once, in the identity of site.json', () => {
    const range = HOURS.exec(site.identity.officeHours.pt)?.[0];
    expect(range, 'identity.officeHours.pt gives a time range').toBeDefined();
    for (const language of ['en', 'es'] as const) expect(site.identity.officeHours[language]).toContain(range);
    const writtenElsewhere = documents.filter((name) => readFileSync(join(pagesData, name), 'utf8').includes(range!));
    expect(writtenElsewhere).toEqual([]);
  });

  it.each(['contact.json', 'meeting.json'])('%s shows them from the identity', (name) => {
    expect(infoFacts(read(name)).filter((fact) => fact.identity === 'officeHours')).toHaveLength(1);
  });

  it('/meeting writes its own meeting hours outside the info cards, never as a fact next to the office hours', () => {
    expect(JSON.stringify(read('meeting.json'))).toMatch(HOUR);
    for (const fact of infoFacts(read('meeting.json'))) expect(JSON.stringify(fact.value ?? '')).not.toMatch(HOUR);
  });
});
