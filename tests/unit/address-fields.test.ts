// A form field that declares an address parameter is filled from it by the entry script, before any
// form code: the subject an Apply button puts in /contact's address shows as the page appears.
import { afterEach, describe, expect, it } from 'vitest';
import { addressField, fillFieldsFromAddress } from '../../src/forms/address-fields.ts';

function field(attributes: Record<string, string>, value = ''): HTMLInputElement {
  const input = document.createElement('input');
  for (const [name, content] of Object.entries(attributes)) input.setAttribute(name, content);
  input.value = value;
  document.body.append(input);
  return input;
}

afterEach(() => {
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

describe('fields filled from the address', () => {
  it('fills an empty declared field, trimmed and cut to its limit', () => {
    window.history.replaceState(null, '', `/contact?subject=${encodeURIComponent('  Candidatura: Mestrado em catálise  ')}`);
    const subject = field(addressField('subject', 12));
    fillFieldsFromAddress();
    expect(subject.value).toBe('Candidatura:');
  });

  it('leaves what the visitor typed, fields that declare nothing, and parameters the address lacks', () => {
    window.history.replaceState(null, '', '/contact?subject=Bolsa');
    const typed = field(addressField('subject', 200), 'Minha dúvida');
    const undeclared = field({ name: 'subject' });
    const other = field(addressField('institution', 200));
    fillFieldsFromAddress();
    expect([typed.value, undeclared.value, other.value]).toEqual(['Minha dúvida', '', '']);
  });
});
