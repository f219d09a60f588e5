import type { ResearchProject } from '../../generated/schemas.ts';

/** Status decides the badge's colour (and, in the list, the button): a product rule kept in the block. */
export const STATUS_COLOR: Record<ResearchProject['status'], string> = { active: 'blue', completed: 'green' };
