// The forms (validation, date pickers, submission) are the heaviest code on the site. Their HTML is
// prerendered, and their code loads on the visitor's first interaction, so a first load does not pay for it.
import type { ComponentType } from 'react';
import type { FormBlock } from '../../generated/schemas.ts';
import { afterFirstInteraction } from '../../renderer/first-interaction.ts';
import { lazyModule, type LazyModule } from '../../renderer/lazy-module.ts';

type FormModule = { default: ComponentType };

/** Each form's code, loading at once when asked (server render, tests). */
export const FORM_MODULES: Record<FormBlock['form'], LazyModule<FormModule>> = {
  contact: lazyModule(() => import('../../forms/ContactForm.tsx')),
  meeting: lazyModule(() => import('../../forms/MeetingForm.tsx')),
};

/** What the page renders with: the same modules, loading on the first interaction. */
export const DEFERRED_FORM_MODULES = Object.fromEntries(
  Object.entries(FORM_MODULES).map(([name, module]) => [name, afterFirstInteraction(module)]),
) as Record<FormBlock['form'], LazyModule<FormModule>>;
