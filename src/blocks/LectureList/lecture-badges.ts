import type { Lecture } from '../../generated/schemas.ts';

/** Badge colour of each kind of talk: the same in every language, so a kind reads alike across pages. */
export const LECTURE_TYPE_COLOR: Record<Lecture['type'], string> = {
  keynote: 'grape',
  invited: 'blue',
  seminar: 'teal',
  panel: 'orange',
  webinar: 'cyan',
};

/** The site a recording is on, for the button's words ("Available at video.example.org"). */
export function siteOf(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}
