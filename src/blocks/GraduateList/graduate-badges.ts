import type { Graduate } from '../../generated/schemas.ts';

/** The level decides the badge's colour: a product rule kept in the block. */
export const LEVEL_COLOR: Record<Graduate['level'], string> = { doctorate: 'grape', masters: 'blue', specialization: 'cyan' };
