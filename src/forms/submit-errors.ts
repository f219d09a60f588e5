// Which toast a failed submission shows. Status first (what supabase-js hides in its message),
// then the message text for backends that only say 'rate limit'.
export type MeetingErrorKey = 'toast.meeting.rateLimited' | 'toast.meeting.invalid' | 'toast.meeting.failed';

export function meetingErrorKey(error: { status?: number; message: string }): MeetingErrorKey {
  if (error.status === 429 || /429|rate limit/i.test(error.message)) return 'toast.meeting.rateLimited';
  if (error.status === 400 || /\b400\b/.test(error.message)) return 'toast.meeting.invalid';
  return 'toast.meeting.failed';
}
