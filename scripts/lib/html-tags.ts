// The start tags of a built page and their attributes, read without a DOM: the build's own HTML (React's
// and Vite's output), where a tag never hides in a comment, a script or a style once those are set
// aside. A DOM (happy-dom) read the 105 pages of dist/ in 30 s of CPU; this reads them in under one.

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', apos: "'", '#x27': "'", '#39': "'" };

/** An attribute's value as the browser reads it (the entities React writes decoded). */
const decode = (value: string) => value.replace(/&(amp|quot|lt|gt|apos|#x27|#39);/g, (_, name: string) => ENTITIES[name]!);

/** The attributes of one start tag, names lower-cased ('<a href="/x" hidden>' → { href: '/x', hidden: '' }). */
export function attributesOf(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  // The first match is the tag name itself.
  for (const m of [...tag.matchAll(/([^\s=/<>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/g)].slice(1))
    attrs[m[1]!.toLowerCase()] = decode(m[2] ?? m[3] ?? m[4] ?? '');
  return attrs;
}

export interface StartTag {
  /** lower-cased ('a', 'img') */
  name: string;
  attributes: Record<string, string>;
}

/** Every start tag of a page, in order; comments and what scripts and styles hold are skipped. */
export function startTags(html: string): StartTag[] {
  const markup = html.replace(/<!--[\s\S]*?-->/g, '').replace(/(<(script|style)\b[^>]*>)[\s\S]*?<\/\2>/gi, '$1');
  return [...markup.matchAll(/<([a-zA-Z][\w-]*)\b(?:[^>"']|"[^"]*"|'[^']*')*>/g)].map(([tag, name]) => ({ name: name!.toLowerCase(), attributes: attributesOf(tag) }));
}
