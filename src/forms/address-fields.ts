// A page can send the visitor to a form with a field already written in its address
// (`/contact?subject=…`, as the Apply and "Get in touch" buttons do). The prerendered field cannot know
// that value; the page's entry script writes it as the page starts, long before the form's own code
// arrives, so the visitor sees it at once. The form takes it over when it hydrates (early-input.ts).

/** The query parameter a field takes its first value from. */
export const ADDRESS_PARAM = 'data-address-param';
/** The field's length limit, which the value is cut to. */
export const ADDRESS_MAX = 'data-address-max';

/** The props that declare a field filled from the address, for a form component to spread on its input. */
export function addressField(param: string, max: number): Record<string, string> {
  return { [ADDRESS_PARAM]: param, [ADDRESS_MAX]: String(max) };
}

/** Fills every empty field that declares a parameter present in the address. */
export function fillFieldsFromAddress(): void {
  const query = new URLSearchParams(window.location.search);
  for (const field of document.querySelectorAll<HTMLInputElement>(`input[${ADDRESS_PARAM}]`)) {
    const value = query.get(field.getAttribute(ADDRESS_PARAM)!)?.trim();
    if (value && !field.value) field.value = value.slice(0, Number(field.getAttribute(ADDRESS_MAX)) || undefined);
  }
}
