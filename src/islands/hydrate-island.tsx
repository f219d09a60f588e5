// The browser's half of the islands (the server's is render-islands.tsx): React, Mantine and an
// island's block load with the first island a page hydrates, never with the page. Each island is its own
// React root over the element the server wrote, with the same providers and id prefix.
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { blockRegistry } from '../blocks/block-registry.ts';
import type { Block } from '../generated/schemas.ts';
import { languageOfPath } from '../i18n/language-paths.ts';
import { withoutBase } from '../i18n/site-base.ts';
import { loadLocale } from '../i18n/locales.ts';
import { BlockRenderer } from '../renderer/BlockRenderer.tsx';
import { loadCollections } from '../renderer/collections.ts';
import type { HeadingOrder } from '../renderer/heading-level.tsx';
import { AppProviders } from '../AppProviders.tsx';
import { HEADING_ORDER_ATTRIBUTE, islandIdPrefix } from './island-marks.ts';
import { forgetEarlyErrors, handOverForms } from '../forms/early-errors.ts';

/**
 * Hydrates one island and resolves once React has committed it (its effects have run). `urgent`: the
 * visitor is waiting on it, so React hydrates in one go; otherwise it yields to the browser in slices.
 */
export async function hydrateIsland(element: HTMLElement, urgent: boolean): Promise<void> {
  const block = JSON.parse(element.dataset.block!) as Block;
  const language = languageOfPath(withoutBase(window.location.pathname));
  const headingOrder = Number(element.getAttribute(HEADING_ORDER_ATTRIBUTE) ?? 2) as HeadingOrder;
  // Everything the first render needs, so hydration never suspends.
  await Promise.all([blockRegistry.loadBlocks(block), loadCollections([block], [language]), loadLocale(language)]);
  await partEntryDone(element);
  // Last before hydrating: a form may be showing the errors of a send checked before its code ran.
  handOverForms(element);
  await new Promise<void>((committed) => {
    const hydrate = () => {
      hydrateRoot(
        element,
        <AppProviders language={language} scope="root" registry={blockRegistry} headingOrder={headingOrder} onCommit={committed}>
          <BlockRenderer block={block} />
        </AppProviders>,
        { identifierPrefix: islandIdPrefix(element.dataset.island!) },
      );
    };
    if (urgent) hydrate();
    else startTransition(hydrate);
  });
  forgetEarlyErrors(element);
}

/**
 * Hydration writes each field's value attribute. A time field the visitor is halfway through (hours
 * typed, minutes not yet) still has an empty value and nothing marks it as edited, so in Chromium that
 * write clears what was typed, and the rest of the keys land in the wrong place. Such a field is waited
 * for: until it holds a whole value or the visitor leaves it.
 */
function partEntryDone(element: HTMLElement): Promise<void> {
  const field = document.activeElement;
  const partial = (input: HTMLInputElement) => input.value === '' && input.validity.badInput;
  if (!(field instanceof HTMLInputElement) || !element.contains(field) || !partial(field)) return Promise.resolve();
  return new Promise((done) => {
    const check = (event: Event) => {
      if (event.type === 'input' && partial(field)) return;
      field.removeEventListener('input', check);
      field.removeEventListener('blur', check);
      done();
    };
    field.addEventListener('input', check);
    field.addEventListener('blur', check);
  });
}
