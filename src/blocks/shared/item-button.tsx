import type { IconName } from '../../generated/schemas.ts';
import { SchemaIcon } from '../../icons.tsx';

/**
 * What every button of one item in a list of like items shares (Apply on a position, Download on an award,
 * View Details on a project): its icon before the word, its own width, and an accessible name that adds the
 * item's title, since the buttons read the same word ("Apply: <title>"), the visible word first as WCAG's
 * label-in-name asks. `suffix` adds what the name must also say (that it opens a new tab).
 */
export function itemButtonProps(label: string, item: string, icon: IconName, size?: string, suffix = '') {
  return {
    leftSection: <SchemaIcon name={icon} size={size === 'xs' ? 14 : 16} />,
    style: { alignSelf: 'flex-start' },
    // A label longer than its card is wide (a site's name on a phone) wraps inside the button rather than
    // running past the card's edge; a one-line label keeps the button's usual height, centred as before.
    styles: {
      root: { maxWidth: '100%', height: 'auto', minHeight: 'var(--button-height)', display: 'inline-flex', alignItems: 'center' },
      label: { whiteSpace: 'normal', textAlign: 'start', lineHeight: 'calc(1em + 4px)', paddingBlock: 4 },
    },
    'aria-label': `${label}: ${item}${suffix}`,
  } as const;
}
