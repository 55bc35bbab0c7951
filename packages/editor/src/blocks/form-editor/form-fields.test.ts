import { FORM_FIELD_ATTRIBUTES, FORM_LIMITS, type FormField, FormFieldType } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import {
  addField,
  cleanField,
  createField,
  FIELD_TYPES,
  fieldSummary,
  formatOptions,
  moveField,
  newFieldId,
  offeredAttributes,
  parseMaxLength,
  parseOptions,
  removeField,
  updateField,
} from './form-fields';

const field = (id: string, type: FormFieldType = 'text', extra: Partial<FormField> = {}): FormField => ({
  id,
  type,
  title: id,
  ...extra,
});

describe('field ids', () => {
  it('are the type and eight hex digits, as submissions and input names expect', () => {
    for (const type of FIELD_TYPES) {
      const id = newFieldId(type);
      expect(id).toMatch(new RegExp(`^${type}-[0-9a-f]{8}$`));
      expect(id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    }
  });

  it('never repeat an id the form already uses', () => {
    const draws = ['aaaaaaaa', 'aaaaaaaa', 'bbbbbbbb'];
    expect(newFieldId('email', ['email-aaaaaaaa'], () => draws.shift()!)).toBe('email-bbbbbbbb');
  });
});

describe('new fields', () => {
  it('can be made of every field type of the specification', () => {
    expect(FIELD_TYPES.sort()).toEqual(Object.values(FormFieldType).sort());
  });

  it('come with what their type needs to be usable', () => {
    expect(createField('radio').options).toEqual(['Option 1', 'Option 2', 'Option 3']);
    expect(createField('select').options).toHaveLength(3);
    expect(createField('checkbox').options).toHaveLength(3);
    expect(createField('likert').options).toEqual(['Statement 1', 'Statement 2']);
    expect(createField('currency').currencySymbol).toBe('$');
    expect(createField('text')).toEqual({ id: expect.stringMatching(/^text-/), type: 'text', title: 'Text' });
    // Untitled, so that the inbox names the value by the key the owner gives it.
    expect(createField('hidden').title).toBe('');
  });
});

describe('attributes by type', () => {
  it('offers exactly the attributes of the specification, plus a textarea maximum length', () => {
    for (const type of FIELD_TYPES) {
      const expected = [...FORM_FIELD_ATTRIBUTES[type], ...(type === 'textarea' ? ['maxLength'] : [])];
      expect(offeredAttributes(type)).toEqual(expected);
    }
  });

  it('drops attributes a type does not offer, and empty or switched-off ones', () => {
    const everything: FormField = {
      id: 'date-1',
      type: 'date',
      title: 'When',
      description: 'Pick a day',
      placeholder: 'dd/mm',
      required: true,
      currencySymbol: '$',
      showCountryCode: true,
      underline: true,
      options: ['a'],
      key: 'k',
      value: 'v',
      maxLength: 10,
    };
    expect(cleanField(everything)).toEqual({
      id: 'date-1',
      type: 'date',
      title: 'When',
      description: 'Pick a day',
      required: true,
    });
    expect(cleanField({ ...everything, type: 'hidden' })).toEqual({
      id: 'date-1',
      type: 'hidden',
      title: 'When',
      key: 'k',
      value: 'v',
    });
    expect(cleanField(field('t', 'text', { description: '', required: false, placeholder: 'Hi' }))).toEqual(
      field('t', 'text', { placeholder: 'Hi' }),
    );
  });

  it('keeps a textarea maximum length only when it is a positive whole number', () => {
    expect(cleanField(field('m', 'textarea', { maxLength: 500 })).maxLength).toBe(500);
    expect(cleanField(field('m', 'textarea', { maxLength: 0 })).maxLength).toBeUndefined();
    expect(cleanField(field('m', 'textarea', { maxLength: 2.5 })).maxLength).toBeUndefined();
    expect(cleanField(field('m', 'text', { maxLength: 500 })).maxLength).toBeUndefined();
  });
});

describe('what a field stores', () => {
  // The shape the page-draft schema accepts for a form field (server: page-document.schema.ts).
  const ID = /^[A-Za-z0-9_-]{1,64}$/;
  const everything = {
    title: 'T',
    description: 'D',
    placeholder: 'P',
    required: true,
    currencySymbol: '€',
    showCountryCode: true,
    underline: true,
    options: ['a', 'b'],
    key: 'source',
    value: 'site',
    maxLength: 300,
  };

  it('holds only its type’s attributes, each of the stored type, whatever the owner set', () => {
    for (const type of FIELD_TYPES) {
      const created = createField(type);
      const [stored] = updateField([created], created.id, everything);
      expect(stored!.id).toMatch(ID);
      const allowed = ['id', 'type', 'title', ...offeredAttributes(type)];
      expect(Object.keys(stored!).filter((key) => !allowed.includes(key))).toEqual([]);
      const shapes: Record<string, unknown> = { id: '', type: '', ...everything };
      for (const [key, value] of Object.entries(stored!)) {
        expect(Array.isArray(value) ? 'list' : typeof value, key).toBe(
          Array.isArray(shapes[key]) ? 'list' : typeof shapes[key],
        );
      }
    }
  });
});

describe('editing the field list', () => {
  const list = [field('a'), field('b'), field('c')];
  const ids = (fields: FormField[]) => fields.map((f) => f.id);

  it('adds at the end, up to the limit a submission may carry', () => {
    expect(ids(addField(list, field('d')))).toEqual(['a', 'b', 'c', 'd']);
    const full = Array.from({ length: FORM_LIMITS.maxFields }, (_, i) => field(`f${i}`));
    expect(addField(full, field('x'))).toHaveLength(FORM_LIMITS.maxFields);
  });

  it('moves a field one place up or down, and nowhere past the ends', () => {
    expect(ids(moveField(list, 'b', -1))).toEqual(['b', 'a', 'c']);
    expect(ids(moveField(list, 'b', 1))).toEqual(['a', 'c', 'b']);
    expect(ids(moveField(list, 'a', -1))).toEqual(['a', 'b', 'c']);
    expect(ids(moveField(list, 'c', 1))).toEqual(['a', 'b', 'c']);
    expect(ids(list)).toEqual(['a', 'b', 'c']);
  });

  it('removes a field by id', () => {
    expect(ids(removeField(list, 'b'))).toEqual(['a', 'c']);
  });

  it('changes attributes but never the id or type', () => {
    const changed = updateField(list, 'b', { title: 'Your name', required: true });
    expect(changed[1]).toEqual({ id: 'b', type: 'text', title: 'Your name', required: true });
    const sneaky = updateField(list, 'b', { id: 'x', type: 'email' } as Partial<FormField>);
    expect(sneaky[1]).toMatchObject({ id: 'b', type: 'text' });
    expect(changed[0]).toBe(list[0]);
  });
});

describe('options typed one per line', () => {
  it('trims lines and drops empty ones and repeats', () => {
    expect(parseOptions('  Red \n\nGreen\r\nRed\n  \nBlue\n')).toEqual(['Red', 'Green', 'Blue']);
    expect(parseOptions('')).toEqual([]);
  });

  it('stays within the stored limits', () => {
    const many = Array.from({ length: 150 }, (_, i) => `Choice ${i}`).join('\n');
    expect(parseOptions(many)).toHaveLength(FORM_LIMITS.maxOptions);
    expect(parseOptions('x'.repeat(900))[0]).toHaveLength(500);
  });

  it('reads back as the lines it came from', () => {
    expect(formatOptions(['Red', 'Green'])).toBe('Red\nGreen');
    expect(parseOptions(formatOptions(['Red', 'Green']))).toEqual(['Red', 'Green']);
    expect(formatOptions(undefined)).toBe('');
  });
});

describe('maximum length as typed', () => {
  it('accepts positive whole numbers only', () => {
    expect(parseMaxLength(' 250 ')).toBe(250);
    expect(parseMaxLength('0')).toBeUndefined();
    expect(parseMaxLength('-5')).toBeUndefined();
    expect(parseMaxLength('2.5')).toBeUndefined();
    expect(parseMaxLength('abc')).toBeUndefined();
    expect(parseMaxLength('')).toBeUndefined();
  });
});

describe('field summaries', () => {
  it('names untitled fields by their type, and hidden ones by their key', () => {
    expect(fieldSummary(field('a', 'email', { title: ' Work email ' }))).toBe('Work email');
    expect(fieldSummary(field('a', 'radio', { title: '' }))).toBe('Untitled radio buttons');
    expect(fieldSummary(field('a', 'hidden', { title: '', key: 'source' }))).toBe('source');
  });
});
