import { describe, expect, it } from 'vitest';
import {
  FORM_FIELD_ATTRIBUTES,
  FormFieldType,
  formFieldAttributes,
  isFormFieldType,
  isLikertValue,
  LikertValue,
} from './form-field-type';

// Spec 001 §3 "Form field types and offered attributes", row by row.
const specTable: [string[], string[]][] = [
  [
    ['text', 'textarea', 'email', 'number', 'website'],
    ['description', 'placeholder', 'required'],
  ],
  [['currency'], ['description', 'currencySymbol', 'required']],
  [
    ['password', 'twitter', 'date', 'time', 'name', 'address'],
    ['description', 'required'],
  ],
  [['phone'], ['description', 'showCountryCode', 'required']],
  [['section'], ['description', 'underline']],
  [
    ['radio', 'checkbox', 'select', 'likert'],
    ['description', 'options', 'required'],
  ],
  [['hidden'], ['key', 'value']],
];

describe('FormFieldType', () => {
  it('covers every field type of the table and nothing else', () => {
    const types = specTable.flatMap(([names]) => names);
    expect(Object.values(FormFieldType).sort()).toEqual(types.sort());
  });

  it.each(specTable)('%j offer %j', (types, attributes) => {
    for (const type of types) {
      expect(FORM_FIELD_ATTRIBUTES[type as FormFieldType]).toEqual(attributes);
    }
  });

  it('recognises field types only', () => {
    expect(isFormFieldType('likert')).toBe(true);
    expect(isFormFieldType('file')).toBe(false);
  });

  it('offers a textarea maximum length only with the vanilla form handler on', () => {
    expect(formFieldAttributes('textarea', true)).toContain('maxLength');
    expect(formFieldAttributes('textarea', false)).not.toContain('maxLength');
    expect(formFieldAttributes('text', true)).not.toContain('maxLength');
  });
});

describe('LikertValue', () => {
  it('runs from -2 Strongly Disagree to 2 Strongly Agree', () => {
    expect(LikertValue).toEqual({
      stronglyDisagree: -2,
      disagree: -1,
      neutral: 0,
      agree: 1,
      stronglyAgree: 2,
    });
  });

  it('recognises scale values only', () => {
    expect(isLikertValue(-2)).toBe(true);
    expect(isLikertValue(3)).toBe(false);
  });
});
