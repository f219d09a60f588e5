// The Portuguese names of the meeting form's choices, for the notification e-mail the server writes
// (the professor reads it in Portuguese). The site's own words are in locales/pt.json, which the hosted
// function cannot import; tests/server/production-trust.test.ts holds the two equal.
import type { MEETING_FORMATS, MEETING_TYPES } from './form-schemas.ts';

export const MEETING_LABELS_PT: {
  meetingFormat: Record<(typeof MEETING_FORMATS)[number], string>;
  meetingType: Record<(typeof MEETING_TYPES)[number], string>;
} = {
  meetingFormat: {"presencial": "Presencial", "teams": "Online – Microsoft Teams", "meet": "Online – Google Meet"},
  meetingType: {"academic": "Orientação acadêmica", "research": "Pesquisa", "collaboration": "Colaboração", "consulting": "Consultoria", "other": "Outro assunto"},
};
