// The forms, their validation and Mantine's date pickers load with the pages that show them, not with every page.
import type { ComponentType } from 'react';
import type { FormBlock } from '../../generated/schemas.ts';
import { walkObjects } from '../../renderer/json-walk.ts';
import { lazyModule, type LazyModule } from '../../renderer/lazy-module.ts';

type FormModule = { default: ComponentType };

export const FORM_MODULES: Record<FormBlock['form'], LazyModule<FormModule>> = {
  contact: lazyModule(() => import('../../forms/ContactForm.tsx')),
  meeting: lazyModule(() => import('../../forms/MeetingForm.tsx')),
};

/** Loads the form modules a page's blocks use (before hydration, so the first render has them). */
export function preloadFormsOf(blocks: unknown): Promise<unknown> {
  const names = new Set<FormBlock['form']>();
  walkObjects(blocks, (node) => {
    if (node.type === 'form' && typeof node.form === 'string' && node.form in FORM_MODULES) names.add(node.form as FormBlock['form']);
  });
  return Promise.all([...names].map((name) => FORM_MODULES[name].load()));
}
