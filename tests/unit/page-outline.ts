// A readable outline of rendered HTML for snapshots: headings, text, links and images, one per
// line, without Mantine's class names, so a review sees content changes and nothing else.
const BLOCK_TAGS = new Set(['P', 'LI', 'DT', 'DD', 'FIGCAPTION', 'SPAN', 'DIV']);

export function outline(root: HTMLElement): string {
  const lines: string[] = [];
  const walk = (node: Element) => {
    const tag = node.tagName;
    if (tag === 'STYLE' || tag === 'SCRIPT' || tag === 'svg') return;
    if (/^H[1-6]$/.test(tag)) return void lines.push(`${tag.toLowerCase()}: ${text(node)}`);
    if (tag === 'A') return void lines.push(`link: ${text(node)} -> ${node.getAttribute('href')}${node.getAttribute('target') ? ' (new tab)' : ''}`);
    if (tag === 'BUTTON') return void lines.push(`button: ${text(node) || node.getAttribute('aria-label')}`);
    if (tag === 'IMG') return void lines.push(`image: ${node.getAttribute('src')} alt="${node.getAttribute('alt')}"`);
    const ownText = [...node.childNodes].filter((child) => child.nodeType === 3).map((child) => child.textContent?.trim()).filter(Boolean).join(' ');
    if (ownText && BLOCK_TAGS.has(tag)) lines.push(`${ownText}`);
    for (const child of node.children) walk(child);
  };
  walk(root);
  return lines.join('\n');
}

function text(node: Element): string {
  return (node.textContent ?? '').replace(/\s+/g, ' ').trim();
}
