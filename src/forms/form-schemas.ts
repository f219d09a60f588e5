// The one definition of both forms lives beside the server function that enforces it; the browser
// validates with the very same schemas.
import { contactMessageSchema, meetingRequestSchema } from '../../supabase/functions/_shared/form-schemas.ts';
import type { FormName } from './early-errors.ts';

export * from '../../supabase/functions/_shared/form-schemas.ts';

/** The site's forms by the name each writes on its `<form data-form>`. */
export const FORM_SCHEMAS = { contact: contactMessageSchema, meeting: meetingRequestSchema } as const satisfies Record<FormName, unknown>;
export type { FormName };
