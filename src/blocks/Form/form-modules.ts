// The forms, their validation and Mantine's date pickers load with the pages that show them, not with every page.
import type { ComponentType } from 'react';
import type { FormBlock } from '../../generated/schemas.ts';
import { lazyModule, type LazyModule } from '../../renderer/lazy-module.ts';

type FormModule = { default: ComponentType };

export const FORM_MODULES: Record<FormBlock['form'], LazyModule<FormModule>> = {
  contact: lazyModule(() => import('../../forms/ContactForm.tsx')),
  meeting: lazyModule(() => import('../../forms/MeetingForm.tsx')),
};

/** Loads the form modules a page's blocks use (before hydration, so the first render has them). */
export function preloadFormsOf(blocks: unknown): Promise<unknown> {
  const names = new Set<FormBlock['form']>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (record.type === 'form' && typeof record.form === 'string' && record.form in FORM_MODULES) names.add(record.form as FormBlock['form']);
      Object.values(record).forEach(visit);
    }
  };
  visit(blocks);
  return Promise.all([...names].map((name) => FORM_MODULES[name].load()));
}
