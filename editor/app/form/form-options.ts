// rjsf fills in defaults when a form loads (an empty `ids: [null]`, `points: [{}]`, a block's const
// "type" again), which would change a document the maintainer only looked at. These options make it take
// the data as it is; tests/unit/editor-app-roundtrip.test.tsx opens every block and record and checks.
import type { Experimental_DefaultFormStateBehavior } from '@rjsf/utils';

export const DEFAULT_FORM_STATE_BEHAVIOR: Experimental_DefaultFormStateBehavior = {
  arrayMinItems: { populate: 'never' },
  emptyObjectFields: 'skipEmptyDefaults',
  constAsDefaults: 'never',
  mergeDefaultsIntoFormData: 'useDefaultIfFormDataUndefined',
};

/** The block's type is chosen when it is added; its const is not a field to fill in. */
export const BLOCK_UI_SCHEMA = { type: { 'ui:widget': 'hidden' } };

/** What the editor's fields can reach through rjsf's formContext. */
export interface EditorFormContext {
  /** A value being typed at a field path of the form (not yet committed), for the preview. */
  previewDraft?: (path: (string | number)[], value: unknown) => void;
}
