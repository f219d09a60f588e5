/** The community initiative status rule: 'active' is green; anything else counts as completed, in gray. */
export function communityStatus(status: string): { color: 'green' | 'gray'; key: string } {
  return status === 'active' ? { color: 'green', key: 'community.status.active' } : { color: 'gray', key: 'community.status.completed' };
}
