import { describe, expect, it } from 'vitest';
import type { FormField } from './form-settings';
import { formSummary } from './form-summary';

const field = (type: FormField['type'], extra: Partial<FormField> = {}): FormField => ({
  id: 'f',
  type,
  title: 'Field',
  ...extra,
});

describe('formSummary', () => {
  it('labels compound parts with the summary labels of the spec', () => {
    expect(formSummary(field('name'), ['Ada', 'Lovelace'])).toEqual([
      { label: 'First', value: 'Ada' },
      { label: 'Last', value: 'Lovelace' },
    ]);
    expect(formSummary(field('phone'), ['1', '555', '867', '5309']).map((part) => part.label)).toEqual([
      'Country',
      'Areacode',
      'Prefix',
      'Line',
    ]);
    expect(formSummary(field('address'), ['a', 'b', 'c', 'd', 'e', 'f']).map((part) => part.label)).toEqual([
      'Line1',
      'Line2',
      'City',
      'State',
      'Zip',
      'Country',
    ]);
    expect(formSummary(field('date'), ['4', '1', '2024']).map((part) => part.label)).toEqual([
      'Month',
      'Day',
      'Year',
    ]);
    expect(formSummary(field('time'), ['9', '30', '00', 'AM']).map((part) => part.label)).toEqual([
      'Hour',
      'Minute',
      'Second',
      'Ampm',
    ]);
  });

  it('gives a three-part phone an empty country', () => {
    expect(formSummary(field('phone'), ['555', '867', '5309'])[0]).toEqual({ label: 'Country', value: '' });
  });

  it('words likert answers on the scale, per statement', () => {
    const likert = field('likert', { options: ['Fast', 'Friendly', 'Cheap'] });
    expect(formSummary(likert, { Fast: ['-2'], 1: ['2'] })).toEqual([
      { label: 'Fast', value: 'Strongly Disagree' },
      { label: 'Friendly', value: 'Strongly Agree' },
      { label: 'Cheap', value: '' },
    ]);
    expect(
      formSummary(field('likert', { options: ['A', 'B', 'C'] }), { A: ['-1'], B: ['0'], C: ['1'] }),
    ).toEqual([
      { label: 'A', value: 'Disagree' },
      { label: 'B', value: 'Neutral' },
      { label: 'C', value: 'Agree' },
    ]);
  });

  it('joins checked boxes and shows single values under an empty label', () => {
    expect(formSummary(field('checkbox'), ['Red', 'Blue'])).toEqual([{ label: '', value: 'Red, Blue' }]);
    expect(formSummary(field('text'), 'hello')).toEqual([{ label: '', value: 'hello' }]);
    expect(formSummary(field('currency', { currencySymbol: '$' }), '25.00')).toEqual([
      { label: '', value: '$25.00' },
    ]);
    expect(formSummary(field('section'), '')).toEqual([]);
  });
});
