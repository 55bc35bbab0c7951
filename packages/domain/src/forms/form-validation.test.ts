import { describe, expect, it } from 'vitest';
import type { FormFieldType } from '../catalogues/form-field-type';
import { formFieldMessages, formMessages, formValidationMessages as m } from '../message-groups/forms';
import { FORM_LIMITS, type FormField } from './form-settings';
import { formFieldError, readFormFieldValue, validateFormSubmission } from './form-validation';

const field = (type: FormFieldType, extra: Partial<FormField> = {}): FormField => ({
  id: `${type}-1`,
  type,
  title: type,
  ...extra,
});

const emailMessage = 'Email is not valid. Email addresses should follow the format name@example.com.';

describe('formFieldError', () => {
  it('requires a value in a required field, whatever its type', () => {
    for (const type of ['text', 'email', 'number', 'radio', 'select', 'currency'] as const) {
      expect(formFieldError(field(type, { required: true, options: ['a'] }), undefined)).toBe(m.required);
      expect(formFieldError(field(type, { required: true, options: ['a'] }), '  ')).toBe(m.required);
    }
    expect(formFieldError(field('checkbox', { required: true, options: ['a'] }), [])).toBe(m.required);
    expect(formFieldError(field('date', { required: true }), ['', '', ''])).toBe(m.required);
  });

  it('lets optional fields stay empty', () => {
    for (const type of ['text', 'email', 'number', 'website', 'radio', 'textarea'] as const) {
      expect(formFieldError(field(type), undefined)).toBeNull();
      expect(formFieldError(field(type), '')).toBeNull();
    }
    expect(formFieldError(field('address'), ['', '', '', '', '', ''])).toBeNull();
  });

  it('never faults a section, and a hidden field only for its length', () => {
    expect(formFieldError(field('section', { required: true }), undefined)).toBeNull();
    expect(formFieldError(field('hidden'), 'campaign-7')).toBeNull();
    expect(formFieldError(field('hidden'), 'x'.repeat(FORM_LIMITS.maxValueLength + 1))).toBe(m.tooLong);
  });

  it('applies a textarea maximum, counting a posted line break as one character', () => {
    const limited = field('textarea', { maxLength: 5 });
    expect(formFieldError(limited, 'abcde')).toBeNull();
    expect(formFieldError(limited, 'abcdef')).toBe(formFieldMessages.characterLimitExceeded);
    expect(formFieldError(limited, 'ab\r\ncd')).toBeNull();
    expect(formFieldError(limited, '')).toBeNull();
  });

  it('ignores an invalid or non-positive textarea maximum', () => {
    for (const maxLength of [0, -3, 2.5, Number.NaN, '4' as unknown as number]) {
      expect(formFieldError(field('textarea', { maxLength }), 'a long enough text')).toBeNull();
    }
  });

  it('checks email addresses with the spec message and an example address', () => {
    expect(formFieldError(field('email'), 'name@example.com')).toBeNull();
    expect(formFieldError(field('email'), 'nope')).toBe(emailMessage);
    expect(formFieldError(field('email'), 'a@b.store')).toBe(emailMessage);
  });

  it('wants numbers in number fields and amounts in currency fields', () => {
    for (const ok of ['42', '-3.5', '1,234.50', '.5', '+7'])
      expect(formFieldError(field('number'), ok)).toBeNull();
    for (const bad of ['abc', '1e5', '0x10', 'Infinity', '1,23', '4 5']) {
      expect(formFieldError(field('number'), bad)).toBe(m.number);
    }
    const price = field('currency', { currencySymbol: '$' });
    for (const ok of ['25', '25.00', '$ 25.00', '1,000']) expect(formFieldError(price, ok)).toBeNull();
    for (const bad of ['-5', 'free', '€5']) expect(formFieldError(price, bad)).toBe(m.currency);
  });

  it('accepts http(s) URLs and bare hosts as websites, nothing else', () => {
    for (const ok of [
      'example.com',
      'https://www.example.co.uk/a?b=1',
      'http://shop.example.com:8080',
      'bücher.de',
    ]) {
      expect(formFieldError(field('website'), ok)).toBeNull();
    }
    for (const bad of [
      'javascript:alert(1)',
      'ftp://example.com',
      'example',
      'http//example.com',
      'a b.com',
    ]) {
      expect(formFieldError(field('website'), bad)).toBe(m.website);
    }
  });

  it('wants a 5-digit zip for US addresses only', () => {
    const address = field('address');
    const at = (zip: string, country: string) => ['1 Main St', '', 'Springfield', 'IL', zip, country];
    expect(formFieldError(address, at('62704', ''))).toBeNull();
    expect(formFieldError(address, at('62704-1234', ''))).toBe(m.usZip);
    expect(formFieldError(address, at('6270', 'United States'))).toBe(m.usZip);
    expect(formFieldError(address, at('ABC', 'usa'))).toBe(m.usZip);
    expect(formFieldError(address, at('SW1A 1AA', 'United Kingdom'))).toBeNull();
  });

  it('requires line 1, city and zip of a required address, and both parts of a required name', () => {
    const address = field('address', { required: true });
    expect(formFieldError(address, ['1 Main St', '', 'Springfield', '', '', ''])).toBe(m.required);
    expect(formFieldError(address, ['1 Main St', '', 'Springfield', '', '62704', ''])).toBeNull();
    const name = field('name', { required: true });
    expect(formFieldError(name, ['Ada', ''])).toBe(m.required);
    expect(formFieldError(name, ['Ada', 'Lovelace'])).toBeNull();
  });

  it('checks dates, leap years included', () => {
    const date = field('date');
    expect(formFieldError(date, ['2', '29', '2024'])).toBeNull();
    expect(formFieldError(date, ['02', '29', '2023'])).toBe(m.date);
    expect(formFieldError(date, ['13', '1', '2024'])).toBe(m.date);
    expect(formFieldError(date, ['4', '31', '2024'])).toBe(m.date);
    expect(formFieldError(date, ['4', '3', '24'])).toBe(m.date);
    expect(formFieldError(date, ['4', '', '2024'])).toBe(m.date);
  });

  it('checks times on a 12-hour clock with AM or PM and a 24-hour clock without', () => {
    const time = field('time');
    expect(formFieldError(time, ['9', '30', '', 'AM'])).toBeNull();
    expect(formFieldError(time, ['21', '05', '59', ''])).toBeNull();
    expect(formFieldError(time, ['13', '00', '', 'PM'])).toBe(m.time);
    expect(formFieldError(time, ['24', '00', '', ''])).toBe(m.time);
    expect(formFieldError(time, ['9', '60', '', 'AM'])).toBe(m.time);
    expect(formFieldError(time, ['9', '10', '', 'noon'])).toBe(m.time);
    expect(formFieldError(time, ['', '10', '', ''])).toBe(m.time);
  });

  it('wants digits in phone numbers, the country part optional', () => {
    const phone = field('phone', { showCountryCode: true });
    expect(formFieldError(phone, ['+44', '20', '7946', '0958'])).toBeNull();
    expect(formFieldError(phone, ['', '555', '867', '5309'])).toBeNull();
    expect(formFieldError(phone, ['555', '867', '5309'])).toBeNull();
    expect(formFieldError(phone, ['', '555', 'abc', '5309'])).toBe(m.phone);
    expect(formFieldError(phone, ['1', '', '', '12'])).toBe(m.phone);
    expect(formFieldError(field('phone', { required: true }), ['', '', '', ''])).toBe(m.required);
  });

  it('accepts only offered choices', () => {
    const options = ['Red', 'Blue'];
    expect(formFieldError(field('radio', { options }), 'Red')).toBeNull();
    expect(formFieldError(field('select', { options }), 'Green')).toBe(m.option);
    expect(formFieldError(field('checkbox', { options }), ['Red', 'Blue'])).toBeNull();
    expect(formFieldError(field('checkbox', { options }), ['Red', 'Green'])).toBe(m.option);
    expect(formFieldError(field('radio'), 'anything')).toBe(m.option);
  });

  it('accepts likert answers -2 to 2, one per statement, by statement text or index', () => {
    const likert = field('likert', { options: ['Fast', 'Friendly'], required: true });
    expect(formFieldError(likert, { Fast: ['2'], Friendly: ['-2'] })).toBeNull();
    expect(formFieldError(likert, { 0: ['0'], 1: ['1'] })).toBeNull();
    expect(formFieldError(likert, { Fast: ['2'] })).toBe(m.likertIncomplete);
    expect(formFieldError(likert, { Fast: ['3'], Friendly: ['0'] })).toBe(m.likertInvalid);
    expect(formFieldError(likert, { Fast: ['1', '2'], Friendly: ['0'] })).toBe(m.likertInvalid);
    expect(formFieldError({ ...likert, required: false }, { Fast: ['1'], Unknown: ['9'] })).toBeNull();
  });

  it('caps every value at the length limit', () => {
    const huge = 'x'.repeat(FORM_LIMITS.maxValueLength + 1);
    expect(formFieldError(field('text'), huge)).toBe(m.tooLong);
    expect(formFieldError(field('name'), [huge, 'b'])).toBe(m.tooLong);
    expect(formFieldError(field('text'), 'x'.repeat(FORM_LIMITS.maxValueLength))).toBeNull();
  });

  it('reports a value of the wrong shape as unreadable', () => {
    expect(formFieldError(field('text'), ['a', 'b'])).toBe(formMessages.unparseableFields);
    expect(formFieldError(field('name'), 'Ada Lovelace')).toBe(formMessages.unparseableFields);
  });
});

describe('readFormFieldValue', () => {
  it('prepends the empty country to a three-part phone and lists a lone checkbox', () => {
    expect(readFormFieldValue(field('phone'), ['555', '867', '5309'])).toEqual(['', '555', '867', '5309']);
    expect(readFormFieldValue(field('checkbox'), 'Red')).toEqual(['Red']);
    expect(readFormFieldValue(field('number'), 42)).toBe('42');
  });

  it('refuses wrong shapes', () => {
    expect(readFormFieldValue(field('text'), 42)).toBeNull();
    expect(readFormFieldValue(field('text'), { a: 1 })).toBeNull();
    expect(readFormFieldValue(field('date'), ['1', '2'])).toBeNull();
    expect(readFormFieldValue(field('checkbox'), [1])).toBeNull();
    expect(readFormFieldValue(field('likert'), { a: [1] })).toBeNull();
    expect(readFormFieldValue(field('likert'), ['1'])).toBeNull();
  });
});

describe('validateFormSubmission', () => {
  const fields: FormField[] = [
    field('text', { id: 'name', required: true }),
    field('email', { id: 'email' }),
    field('section', { id: 'intro' }),
    field('hidden', { id: 'source', value: 'homepage' }),
  ];

  it('keeps the form fields, drops other keys and reports field errors', () => {
    const result = validateFormSubmission(fields, { name: 'Ada', email: 'bad', intro: 'x', extra: 'y' });
    expect(result.unparseable).toBe(false);
    expect({ ...result.values }).toEqual({ name: 'Ada', email: 'bad', source: 'homepage' });
    expect({ ...result.errors }).toEqual({ email: emailMessage });
  });

  it('reads the form from a JSON string', () => {
    const result = validateFormSubmission(fields, JSON.stringify({ name: 'Ada', source: 'ad' }));
    expect({ ...result.values }).toEqual({ name: 'Ada', source: 'ad' });
    expect({ ...result.errors }).toEqual({});
  });

  it('flags unreadable forms and values', () => {
    expect(validateFormSubmission(fields, '{not json').unparseable).toBe(true);
    expect(validateFormSubmission(fields, '[1,2]').unparseable).toBe(true);
    expect(validateFormSubmission(fields, 7).unparseable).toBe(true);
    expect(validateFormSubmission(fields, { name: ['a', 'b'] }).unparseable).toBe(true);
  });

  it('treats __proto__ and constructor as ordinary keys', () => {
    const odd: FormField[] = [field('text', { id: '__proto__' }), field('text', { id: 'constructor' })];
    const result = validateFormSubmission(odd, '{"__proto__":"a","constructor":"b","toString":"c"}');
    expect(Object.keys(result.values)).toEqual(['__proto__', 'constructor']);
    expect(Object.getOwnPropertyDescriptor(result.values, '__proto__')?.value).toBe('a');
    expect(validateFormSubmission(odd, {}).values.constructor).toBeUndefined();
  });
});
