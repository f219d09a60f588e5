// The owner's identity for a fresh start: her answers (flags, prompts, the editor's form) first, then
// what her Lattes export has (DADOS-GERAIS and the professional address), as seeds the import writes
// where the identity has nothing (scripts/lib/record-import/, the same mechanism as the biography's).
// Whatever the identity still holds of the sample is dropped: the whole of it while the name is the
// sample's, else each field that names the sample or still has one of the sample's texts.
import { fingerprint } from '../../../src/i18n/translation-status.ts';
import type { Seed } from '../record-import/types.ts';
import { holdsSample, SAMPLE_IDENTITY, type Found } from '../check/sample-parts.ts';
import { attr, child, findAll, type LattesElement } from '../lattes/xml-tree.ts';
import words from './words.json' with { type: 'json' };

type Rec = Record<string, unknown>;

/** What she answers; a text is her Portuguese (its translations wait, as any text she writes first in Portuguese). */
export interface Answers {
  name?: string;
  email?: string;
  gender?: 'feminine' | 'masculine';
  honorific?: string;
  /** identity.title: her position, "Professora Titular". */
  position?: string;
  department?: string;
  university?: string;
  phone?: string;
  office?: string;
  officeHours?: string;
  campus?: string;
  postalAddress?: string;
  city?: string;
  postalCode?: string;
  /** The site's public address, written to .env as SITE_URL. */
  siteUrl?: string;
}

/** Each answer, its identity field, and whether that field is a text in the site's languages. */
export const IDENTITY_FIELDS = [
  { answer: 'name', field: 'name', question: 'Your full name, as the site shows it (without Prof./Dra.)' },
  { answer: 'email', field: 'email', question: 'Your public e-mail address' },
  { answer: 'gender', field: 'gender', question: 'The words the site uses for you: feminine ("a professora") or masculine ("o professor")' },
  { answer: 'honorific', field: 'honorific', localized: true, optional: true, question: 'An honorific before your name, e.g. "Profa. Dra." (Enter for none)' },
  { answer: 'position', field: 'title', localized: true, question: 'Your position, e.g. "Professora Titular"' },
  { answer: 'department', field: 'department', localized: true, question: 'Your department or faculty' },
  { answer: 'university', field: 'university', localized: true, question: 'Your university' },
  { answer: 'phone', field: 'phone', question: 'Your phone, in international form, e.g. +55 (61) 3107-0000' },
  { answer: 'office', field: 'office', localized: true, question: 'Your office: room and building' },
  { answer: 'officeHours', field: 'officeHours', localized: true, question: 'Your office hours, e.g. "Segunda a sexta, 9:00-17:00"' },
  { answer: 'campus', field: 'campus', localized: true, question: 'Your campus' },
  { answer: 'postalAddress', field: 'postalAddress', question: 'The street address of your building (without city and postal code)' },
  { answer: 'city', field: 'city', question: 'City and state, e.g. "Brasília – DF"' },
  { answer: 'postalCode', field: 'postalCode', question: 'Postal code (CEP)' },
] as const satisfies readonly { answer: keyof Answers; field: string; question: string; localized?: boolean; optional?: boolean }[];

/** The identity fields site.json requires (schemas/site.schema.json), besides `links`. */
export const REQUIRED = IDENTITY_FIELDS.filter((entry) => !('optional' in entry) && entry.field !== 'gender').map((entry) => entry.field);

const PHONE = /^\+[0-9 ()-]+$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An answer that the schema would refuse, with why; undefined when it is fine. */
export function answerProblem(answer: keyof Answers, value: string): string | undefined {
  if (answer === 'email' && !EMAIL.test(value)) return `"${value}" is not an e-mail address`;
  if (answer === 'phone' && !PHONE.test(value)) return `"${value}" is not a phone in international form, such as +55 (61) 3107-0000`;
  if (answer === 'gender' && value !== 'feminine' && value !== 'masculine') return `"${value}": answer feminine or masculine`;
  if (answer === 'siteUrl' && !/^https?:\/\/[^\s/]+/.test(value)) return `"${value}" is not an address such as https://ana.github.io/site`;
  return undefined;
}

const textOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : value && typeof value === 'object' && typeof (value as Rec).pt === 'string' ? ((value as Rec).pt as string) : undefined);
const sampleTexts = new Set(SAMPLE_IDENTITY.identityTexts.fingerprints);

/** Whether an identity field is still the sample's: it names the sample, or is one of the sample's texts. */
function isSampleValue(value: unknown, find: (text: string) => Found): boolean {
  if (holdsSample(value, find)) return true;
  const texts = Array.isArray(value) ? value.map(textOf) : [textOf(value)];
  if (value && typeof value === 'object' && !Array.isArray(value) && 'alt' in value) texts.push(textOf((value as Rec).alt));
  return texts.some((text) => text !== undefined && sampleTexts.has(fingerprint(text)));
}

export interface IdentityPlan {
  identity: Rec;
  /** Fields taken from her answers, kept from site.json (not the sample's), or dropped as the sample's. */
  answered: string[];
  kept: string[];
  dropped: string[];
}

/** The identity before the import's seeds: her answers over what site.json holds that is not the sample's. */
export function freshIdentity(current: Rec, answers: Answers, find: (text: string) => Found): IdentityPlan {
  const isSample = current.name === SAMPLE_IDENTITY.name;
  const identity: Rec = {};
  const kept: string[] = [];
  const dropped: string[] = [];
  for (const [field, value] of Object.entries(current)) {
    if (field === 'links') continue;
    if (isSample || isSampleValue(value, find)) dropped.push(field);
    else {
      identity[field] = value;
      kept.push(field);
    }
  }
  // Links one by one: the sample's go, hers stay.
  const links: Rec = {};
  for (const [key, link] of Object.entries((current.links as Rec | undefined) ?? {})) {
    if (isSample || holdsSample(link, find)) dropped.push(`links.${key}`);
    else {
      links[key] = link;
      kept.push(`links.${key}`);
    }
  }
  identity.links = links;
  const answered: string[] = [];
  for (const { answer, field, ...entry } of IDENTITY_FIELDS) {
    const value = answers[answer]?.trim();
    if (!value) continue;
    identity[field] = 'localized' in entry ? { pt: value } : value;
    answered.push(field);
  }
  return { identity: ordered(identity), answered, kept, dropped };
}

/** The identity's keys in the schema's order, so site.json reads as before. */
const ORDER = ['name', 'honorific', 'gender', 'citationNames', 'title', 'department', 'university', 'email', 'phone', 'office', 'officeHours', 'campus', 'postalAddress', 'city', 'postalCode', 'biography', 'portrait', 'links'];
function ordered(identity: Rec): Rec {
  const keys = [...ORDER.filter((key) => key in identity), ...Object.keys(identity).filter((key) => !ORDER.includes(key))];
  return Object.fromEntries(keys.map((key) => [key, identity[key]]));
}

const seed = (path: string[], value: unknown, what: string): Seed => ({ file: 'pages-data/site.json', path: ['identity', ...path], value, what });

/** "21040360" → "21040-360"; anything else as written. */
const postalCode = (cep: string) => (/^\d{8}$/.test(cep) ? `${cep.slice(0, 5)}-${cep.slice(5)}` : cep);
/** "33293320" → "3329-3320", "999990000" → "99999-0000". */
const localNumber = (number: string) => (/^\d{8,9}$/.test(number) ? `${number.slice(0, -4)}-${number.slice(-4)}` : number);
const https = (address: string) => {
  const bare = address.replace(/^\[|\]$/g, '').trim();
  if (!bare) return undefined;
  const url = /^https?:\/\//i.test(bare) ? bare.replace(/^http:/i, 'https:') : `https://${bare}`;
  return /^https:\/\/[^\s/]+\.[^\s]+$/.test(url) ? url : undefined;
};

/**
 * What her Lattes export says of her identity, as seeds for site.json: the name and its citation forms,
 * the ORCID iD and the CV's own address (links), and from the professional address the institution,
 * department, street, city, postal code, phone and e-mail, where the export has them.
 */
export function lattesIdentitySeeds(root: LattesElement): Seed[] {
  const general = child(root, 'DADOS-GERAIS');
  const address = findAll(root, 'ENDERECO-PROFISSIONAL')[0];
  const seeds: Seed[] = [];
  const from = (element: string) => `from ${element}`;
  const name = attr(general, 'NOME-COMPLETO');
  if (name) seeds.push(seed(['name'], name, `the name (identity.name), ${from('NOME-COMPLETO')}`));
  const citations = [...new Set(attr(general, 'NOME-EM-CITACOES-BIBLIOGRAFICAS').split(';').map((form) => form.trim()).filter(Boolean))];
  if (citations.length) seeds.push(seed(['citationNames'], citations, `the citation forms of the name (identity.citationNames), ${from('NOME-EM-CITACOES-BIBLIOGRAFICAS')}`));
  const institution = attr(address, 'NOME-INSTITUICAO-EMPRESA');
  if (institution) seeds.push(seed(['university'], { pt: institution }, `the university (identity.university), ${from('ENDERECO-PROFISSIONAL')}`));
  const department = attr(address, 'NOME-UNIDADE') || attr(address, 'NOME-ORGAO');
  if (department) seeds.push(seed(['department'], { pt: department }, `the department (identity.department), ${from('ENDERECO-PROFISSIONAL')}`));
  const street = attr(address, 'LOGRADOURO-COMPLEMENTO');
  if (street) seeds.push(seed(['postalAddress'], street, `the street address (identity.postalAddress), ${from('ENDERECO-PROFISSIONAL')}`));
  const city = [attr(address, 'CIDADE'), attr(address, 'UF')].filter(Boolean).join(' – ');
  if (attr(address, 'CIDADE')) seeds.push(seed(['city'], city, `the city (identity.city), ${from('ENDERECO-PROFISSIONAL')}`));
  if (attr(address, 'CEP')) seeds.push(seed(['postalCode'], postalCode(attr(address, 'CEP')), `the postal code (identity.postalCode), ${from('ENDERECO-PROFISSIONAL')}`));
  const phone = attr(address, 'TELEFONE') && `+55 (${attr(address, 'DDD')}) ${localNumber(attr(address, 'TELEFONE'))}`;
  if (phone && PHONE.test(phone) && attr(address, 'DDD')) seeds.push(seed(['phone'], phone, `the phone (identity.phone), ${from('ENDERECO-PROFISSIONAL')}`));
  const email = attr(address, 'E-MAIL');
  if (EMAIL.test(email)) seeds.push(seed(['email'], email, `the e-mail (identity.email), ${from('ENDERECO-PROFISSIONAL')}`));
  const link = (key: keyof typeof words.links, href: string | undefined, element: string) =>
    href && seeds.push(seed(['links', key], { ...words.links[key], href }, `the link "${words.links[key].label.pt}" (identity.links.${key}), ${from(element)}`));
  const orcid = /(\d{4}-\d{4}-\d{4}-\d{3}[\dX])/.exec(attr(general, 'ORCID-ID'))?.[1];
  link('researcherId', orcid && `https://orcid.org/${orcid}`, 'ORCID-ID');
  const lattesId = attr(root, 'NUMERO-IDENTIFICADOR');
  link('cvPlatform', /^\d{16}$/.test(lattesId) && !/^0+$/.test(lattesId) ? `https://lattes.cnpq.br/${lattesId}` : undefined, 'NUMERO-IDENTIFICADOR');
  link('homePage', https(attr(address, 'HOME-PAGE')), 'HOME-PAGE');
  return seeds;
}

/** The required fields neither the identity nor the seeds fill: her answers still owed. */
export function missingFields(identity: Rec, seeds: readonly Seed[]): string[] {
  const seeded = new Set(seeds.filter((s) => s.file === 'pages-data/site.json' && s.path.length === 2).map((s) => s.path[1]!));
  return REQUIRED.filter((field) => identity[field] === undefined && !seeded.has(field));
}
