// Office hours are one fact, written once in site.json's identity: /contact and /meeting both show it
// from there, and no document writes the range itself. Meeting hours (9h-17h) are another fact.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import site from '../../pages-data/site.json';
import { walkObjects } from '../../src/renderer/json-walk.ts';

const pagesData = join(import.meta.dirname, '../../pages-data');
const read = (name: string): unknown => JSON.parse(readFileSync(join(pagesData, name), 'utf8'));
const documents = readdirSync(pagesData).filter((name) => name.endsWith('.json') && name !== 'site.json');

/** Every infoCard fact of a document, with its label in Portuguese and where its text comes from. */
function infoFacts(document: unknown): { label: string; identity?: unknown; value?: unknown }[] {
  const facts: { label: string; identity?: unknown; value?: unknown }[] = [];
  walkObjects(document, (node) => {
    if (node.type !== 'infoCard' || !Array.isArray(node.items)) return;
    for (const item of node.items as { label: { pt: string }; identity?: unknown; value?: unknown }[])
      facts.push({ label: item.label.pt, identity: item.identity, value: item.value });
  });
  return facts;
}

describe('office hours', () => {
  it('are written once, in the identity of site.json', () => {
    expect(site.identity.officeHours).toEqual({
      pt: 'Segunda a sexta, 8:00-17:00',
      en: 'Monday to Friday, 8:00-17:00',
      es: 'De lunes a viernes, 8:00-17:00',
    });
    const writtenElsewhere = documents.filter((name) => readFileSync(join(pagesData, name), 'utf8').includes('8:00-17:00'));
    expect(writtenElsewhere).toEqual([]);
  });

  it.each(['contact.json', 'meeting.json'])('%s shows them from the identity', (name) => {
    expect(infoFacts(read(name)).filter((fact) => fact.identity === 'officeHours')).toHaveLength(1);
  });

  it('/meeting labels its own 9h-17h as meeting hours, never as office hours', () => {
    const meeting = JSON.stringify(read('meeting.json'));
    expect(meeting).toContain('Horário das reuniões: normalmente das 9h às 17h');
    for (const fact of infoFacts(read('meeting.json'))) expect(JSON.stringify(fact.value ?? '')).not.toMatch(/9h|9:00|9 am/);
  });
});
