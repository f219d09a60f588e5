// The forms (validation, date pickers, submission) are the heaviest code on the site: each is its own
// chunk, loaded before the form's island hydrates (see preloadBlock in the registry) and by the server.
import type { ComponentType } from 'react';
import type { FormBlock } from '../../generated/schemas.ts';
import { lazyModule, type LazyModule } from '../../lib/lazy-module.ts';

type FormModule = { default: ComponentType };

export const FORM_MODULES: Record<FormBlock['form'], LazyModule<FormModule>> = {
  contact: lazyModule(() => import('../../forms/ContactForm.tsx')),
  meeting: lazyModule(() => import('../../forms/MeetingForm.tsx')),
};
