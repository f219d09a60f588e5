// The texts only she can write, taken out of a page: what the sample's pages say of the sample professor
// (the hero's text, paragraphs, introductions, the research lines, the steps and topics of a list, the
// sample's facts and figures). What stays is the page's frame: titles, headings, labels, buttons, the
// forms, the lists of records, the facts read from the identity and the figures computed from records.
// Every change is noted for the report, page by page.

type Rec = Record<string, unknown>;

export interface PageChange {
  /** The block, as the report names it: 'pageHeader "Sobre"'. */
  block: string;
  /** 'write': a text of it is hers to write; 'removed': the block went; 'part': a part of it went. */
  kind: 'write' | 'removed' | 'part';
  /** What happened to it: 'its subtitle, yours to write', 'removed: …'. */
  what: string;
}

const text = (value: unknown) => (value && typeof value === 'object' && typeof (value as Rec).pt === 'string' ? ((value as Rec).pt as string) : undefined);

/** How the report names a block: its type and its heading or title. */
export function blockName(block: Rec): string {
  const words = text(block.heading) ?? text(block.title) ?? text(block.label) ?? text(block.greeting);
  return words ? `${String(block.type)} "${words.length > 50 ? `${words.slice(0, 50)}…` : words}"` : String(block.type);
}

const isInternal = (link: unknown) => !!link && typeof link === 'object' && typeof (link as Rec).href === 'string' && ((link as Rec).href as string).startsWith('/');

/** A rule per block type: the block without her texts, or undefined when nothing of it is left but them. */
type Rule = (block: Rec, drop: (key: string, what: string) => void) => Rec | undefined | 'removed';

const REMOVED = 'removed';
const keep: Rule = (block) => block;

const RULES: Record<string, Rule> = {
  pageHeader: (block, drop) => (drop('subtitle', 'its subtitle'), block),
  profileHero: (block, drop) => (drop('bio', 'its text under your name'), block),
  section: (block, drop) => (drop('intro', 'its introduction'), block),
  recordList: (block, drop) => (drop('intro', 'its introduction'), block),
  publicationList: (block, drop) => (drop('intro', 'its introduction'), block),
  // A biography block reads identity.biography (hers, or the CV summary's); written paragraphs are the sample's.
  richText: (block) => (block.text ? block : REMOVED),
  // The sample's research lines, hobbies, services go. Cards that each lead to a page of their own are
  // the site's map (Research, Publications, Teaching): they stay, with their titles and links.
  cardGrid: (block, drop) => {
    drop('intro', 'its introduction');
    const all = block.cards as Rec[];
    const pages = all.map((card) => (isInternal(card.link) ? ((card.link as Rec).href as string) : ''));
    if (pages.some((page) => !page || page.includes('#')) || new Set(pages).size < pages.length) return REMOVED;
    const cards = all.map(({ description: _d, points: _p, ...card }) => card);
    drop('cards', 'the descriptions of its cards (their titles and links stay)');
    return { ...block, cards };
  },
  callToAction: () => REMOVED,
  // Items typed into the page are the sample's (degrees, interests, steps, rules); a list of records stays.
  list: (block) => (block.collection ? block : REMOVED),
  // Facts typed in are the sample's ("30 a 60 minutos", "Sala 1K-214"); the facts read from the identity stay.
  infoCard: (block, drop) => {
    drop('note', 'its note');
    const items = (block.items as Rec[]).filter((item) => item.value === undefined);
    if (items.length < (block.items as Rec[]).length) drop('items', 'the facts written in it (the ones read from your identity stay)');
    return items.length ? { ...block, items } : REMOVED;
  },
  image: () => REMOVED,
  officeLocation: (block, drop) => {
    drop('intro', 'its introduction');
    drop('mapEmbedUrl', 'its map (add the address of a map of your building)');
    for (const key of ['mapTitle', 'actions', 'downloads']) drop(key, '');
    return block;
  },
  // A figure typed in is one the records cannot know (money raised, years): it goes; a computed one stays,
  // without the typed figure it kept (a citation figure then shows once npm run refresh:metrics has counted).
  statsBand: (block, drop) => {
    const typed = (value: Rec) => 'shownUntilReached' in value || 'shownUntilCounted' in value;
    const items = (block.items as Rec[]).filter((item) => typeof item.value !== 'string').map((item) => {
      const { shownUntilReached: _typed, shownUntilCounted: _counted, ...value } = item.value as Rec;
      return { ...item, value };
    });
    if (items.length < (block.items as Rec[]).length || (block.items as Rec[]).some((item) => typeof item.value === 'object' && typed(item.value as Rec)))
      drop('items', 'the figures typed in (the ones computed from your records stay)');
    return items.length >= 2 ? { ...block, items } : REMOVED;
  },
  // A syllabus is the page of one of the sample's courses, which go with the sample's records.
  syllabus: () => REMOVED,
  // The site's own words, and blocks that read records or the identity: nothing in them is the sample's prose.
  form: keep,
  tabs: keep,
  profileLinks: keep,
  cvHeader: keep,
  podcast: keep,
  blogList: keep,
  // Its caption is a sentence with the figures filled in ("entre {first} e {last}"), not the sample's.
  supervisionFlowchart: keep,
};

/** Keys of prose on a block type no rule knows (one added after this was written). */
const PROSE = ['intro', 'subtitle', 'text', 'paragraphs', 'description', 'bio', 'caption', 'note'];

const defaultRule: Rule = (block, drop) => {
  for (const key of PROSE) drop(key, `its ${key}`);
  return block;
};

/** One block without her texts (and the blocks inside it, a section's or a tab's), or undefined when it goes. */
function cleanBlock(block: Rec, changes: PageChange[]): Rec | undefined {
  const name = blockName(block);
  const dropped: string[] = [];
  // The rule works on a copy, which `drop` takes keys out of; what it returns is built from that copy.
  const next: Rec = { ...block };
  const drop = (key: string, what: string) => {
    if (next[key] === undefined) return;
    delete next[key];
    if (what) dropped.push(what);
  };
  const rule = RULES[String(block.type)] ?? defaultRule;
  const cleaned = rule(next, drop);
  if (cleaned === REMOVED || cleaned === undefined) {
    changes.push({ block: name, kind: 'removed', what: 'removed: its texts were the sample’s' });
    return undefined;
  }
  if (Array.isArray(cleaned.blocks)) cleaned.blocks = cleanBlocks(cleaned.blocks as Rec[], changes);
  if (Array.isArray(cleaned.tabs)) cleaned.tabs = (cleaned.tabs as Rec[]).map((tab) => ({ ...tab, blocks: cleanBlocks((tab.blocks as Rec[]) ?? [], changes) }));
  if (dropped.length) changes.push({ block: name, kind: 'write', what: `${dropped.join('; ')}: yours to write` });
  return cleaned;
}

export function cleanBlocks(blocks: Rec[], changes: PageChange[]): Rec[] {
  return blocks.flatMap((block): Rec[] => {
    const cleaned = cleanBlock(block, changes);
    return cleaned ? [cleaned] : [];
  });
}

/** A page's description for search engines and link previews, the sample's, becomes its title and her name until she writes one. */
export function neutralDescription(page: Rec, name: string, changes: PageChange[]): void {
  const meta = page.meta as Rec | undefined;
  const title = meta?.title as Rec | undefined;
  if (!meta || !title) return;
  meta.description = Object.fromEntries(['pt', 'en', 'es'].filter((language) => typeof title[language] === 'string').map((language) => [language, `${title[language] as string} · ${name}`]));
  changes.push({ block: 'meta', kind: 'write', what: `its description (search engines and link previews) is now "${text(meta.description)}": yours to write` });
}
