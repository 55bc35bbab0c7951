// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { formSettings, renderForm } from './form.test-support';
import { collectFormValues, formFields } from './form-values';

function mountForm(settings: unknown = formSettings()): HTMLFormElement {
  document.body.innerHTML = renderForm(settings).html;
  return document.querySelector('form')!;
}

const inputs = (form: HTMLFormElement, name: string) => [
  ...form.querySelectorAll<HTMLInputElement>(`[name="${name}"]`),
];

function fill(form: HTMLFormElement, name: string, ...values: string[]) {
  inputs(form, name).forEach((input, index) => {
    input.value = values[index] ?? '';
  });
}

function check(form: HTMLFormElement, name: string, ...values: string[]) {
  for (const input of inputs(form, name)) input.checked = values.includes(input.value);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('form value collection (spec 000 §3)', () => {
  it('collects each field type in the shape the server reads', () => {
    const form = mountForm();
    fill(form, 'field-text-1', 'Ace');
    fill(form, 'field-area-1', 'Hello');
    fill(form, 'field-money-1', '25.00');
    fill(form, 'field-date-1', '7', '14', '2026');
    fill(form, 'field-time-1', '9', '30', '', 'PM');
    fill(form, 'field-name-1', 'Ada', 'Lovelace');
    fill(form, 'field-addr-1', '1 Main St', '', 'Springfield', 'IL', '62701', 'US');
    fill(form, 'field-phone-1', '+1', '555', '123', '4567');
    fill(form, 'field-phone-2', '555', '765', '4321');
    check(form, 'field-radio-1', 'Double');
    check(form, 'field-check-1', 'Breakfast', 'Parking');
    fill(form, 'field-select-1', 'Top');
    check(form, 'field-likert-1.0', '1');
    const values = collectFormValues(formFields(form), new URLSearchParams());
    expect(values).toEqual({
      'text-1': 'Ace',
      'area-1': 'Hello',
      'email-1': '',
      'number-1': '',
      'web-1': '',
      'money-1': '25.00',
      'secret-1': '',
      'tw-1': '',
      'date-1': ['7', '14', '2026'],
      'time-1': ['9', '30', '', 'PM'],
      'name-1': ['Ada', 'Lovelace'],
      'addr-1': ['1 Main St', '', 'Springfield', 'IL', '62701', 'US'],
      'phone-1': ['+1', '555', '123', '4567'],
      // Three parts shown: an empty country comes first.
      'phone-2': ['', '555', '765', '4321'],
      'radio-1': 'Double',
      'check-1': ['Breakfast', 'Parking'],
      'select-1': 'Top',
      'likert-1': { Clean: ['1'], Quiet: [] },
      'hidden-1': 'direct',
    });
    expect(Object.hasOwn(values, 'sec-1')).toBe(false);
  });

  it('sends an unanswered radio as empty and no checked boxes as an empty list', () => {
    const values = collectFormValues(formFields(mountForm()), new URLSearchParams());
    expect(values['radio-1']).toBe('');
    expect(values['check-1']).toEqual([]);
  });

  it('takes a hidden value from the URL query parameter named by its key', () => {
    const form = mountForm();
    expect(
      collectFormValues(formFields(form), new URLSearchParams('utm_source=newsletter'))['hidden-1'],
    ).toBe('newsletter');
    expect(collectFormValues(formFields(form), new URLSearchParams('other=1'))['hidden-1']).toBe('direct');
  });

  it('skips a field whose definition a page script broke', () => {
    const form = mountForm();
    form.querySelector('[data-field-id="text-1"]')?.setAttribute('data-field', '{broken');
    const values = collectFormValues(formFields(form), new URLSearchParams());
    expect(Object.hasOwn(values, 'text-1')).toBe(false);
    expect(values['area-1']).toBe('');
  });
});
