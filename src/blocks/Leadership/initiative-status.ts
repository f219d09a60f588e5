import type { LeadershipInitiative } from '../../generated/schemas.ts';

/** The one status value that marks an initiative under way, as the documents write it. */
export const ONGOING = 'Em Andamento';

/**
 * The initiative status rule: 'Em Andamento' is highlighted (blue) and translated; any other value is
 * muted (gray) and shown as written.
 */
export function initiativeStatus(status: LeadershipInitiative['status']): { color: 'blue' | 'gray'; key?: string; text?: LeadershipInitiative['status'] } {
  return status === ONGOING ? { color: 'blue', key: 'initiative.ongoing' } : { color: 'gray', text: status };
}
