import {
  FORM_LIMITS,
  type FormField,
  type FormFieldAttribute,
  FormFieldType,
  formFieldAttributes,
} from '@atelier/domain';

/** Names of the field types as the owner picks them, in the order the "Add field" list offers them. */
export const FIELD_TYPE_LABELS: Readonly<Record<FormFieldType, string>> = {
  text: 'Text',
  textarea: 'Text area',
  email: 'Email',
  number: 'Number',
  website: 'Website',
  currency: 'Currency',
  password: 'Password',
  twitter: 'Twitter handle',
  date: 'Date',
  time: 'Time',
  name: 'Name',
  address: 'Address',
  phone: 'Phone',
  section: 'Section heading',
  radio: 'Radio buttons',
  checkbox: 'Checkboxes',
  select: 'Dropdown',
  likert: 'Likert scale',
  hidden: 'Hidden value',
};

export const FIELD_TYPES = Object.keys(FIELD_TYPE_LABELS) as FormFieldType[];

/** Longest texts the server stores in a form block's settings; the inputs stop there. */
export const FORM_TEXT_LIMITS = {
  formTitle: 200,
  fieldTitle: 500,
  description: 2000,
  placeholder: 200,
  currencySymbol: 8,
  option: 500,
  key: 100,
  value: FORM_LIMITS.maxValueLength,
  submitButtonText: 200,
  message: 5000,
  html: 100_000,
  url: 2000,
  email: 256,
  newsletterText: 200,
  newsletterDescription: 2000,
} as const;

export const CAPTCHA_HINT =
  'Visitors’ browsers solve a short puzzle before sending, which stops most automated spam. Nobody has to pick out pictures.';

/** The attributes the editor offers for a type: spec 000 §3, with a textarea's maximum length. */
export const offeredAttributes = (type: FormFieldType): readonly FormFieldAttribute[] =>
  formFieldAttributes(type, true);

function randomHex(length: number): string {
  const bytes = new Uint8Array(Math.ceil(length / 2));
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, length);
}

/** `<type>-<8 hex>`, different from every id the form already uses (ids key a submission's values). */
export function newFieldId(
  type: FormFieldType,
  taken: Iterable<string> = [],
  random: () => string = () => randomHex(8),
): string {
  const used = new Set(taken);
  for (;;) {
    const id = `${type}-${random()}`;
    if (!used.has(id)) return id;
  }
}

const DEFAULT_TITLES: Readonly<Record<FormFieldType, string>> = {
  ...FIELD_TYPE_LABELS,
  textarea: 'Message',
  currency: 'Amount',
  section: 'Section',
  radio: 'Choose one',
  checkbox: 'Choose all that apply',
  select: 'Choose one',
  likert: 'How much do you agree?',
  // Untitled, a hidden value is named by its key in submissions: what the owner sets up anyway.
  hidden: '',
};

const DEFAULT_OPTIONS = ['Option 1', 'Option 2', 'Option 3'];
const DEFAULT_STATEMENTS = ['Statement 1', 'Statement 2'];

/** A new field of a type, ready to show: a title, and the choices or symbol it needs. */
export function createField(type: FormFieldType, taken: Iterable<string> = []): FormField {
  const field: FormField = { id: newFieldId(type, taken), type, title: DEFAULT_TITLES[type] };
  if (type === FormFieldType.likert) field.options = [...DEFAULT_STATEMENTS];
  else if (offeredAttributes(type).includes('options')) field.options = [...DEFAULT_OPTIONS];
  if (type === FormFieldType.currency) field.currencySymbol = '$';
  return field;
}

/**
 * The field with only the attributes its type offers, and without empty or off ones: what the
 * block stores, so that nothing hidden from the owner still changes how the form behaves.
 */
export function cleanField(field: FormField): FormField {
  const offered = new Set(offeredAttributes(field.type));
  const clean: FormField = { id: field.id, type: field.type, title: field.title };
  const keepText = (key: 'description' | 'placeholder' | 'currencySymbol' | 'key' | 'value') => {
    const value = field[key];
    if (offered.has(key) && typeof value === 'string' && value !== '') clean[key] = value;
  };
  keepText('description');
  keepText('placeholder');
  if (offered.has('required') && field.required) clean.required = true;
  keepText('currencySymbol');
  if (offered.has('showCountryCode') && field.showCountryCode) clean.showCountryCode = true;
  if (offered.has('underline') && field.underline) clean.underline = true;
  if (offered.has('options')) clean.options = field.options ?? [];
  keepText('key');
  keepText('value');
  const max = field.maxLength;
  if (offered.has('maxLength') && typeof max === 'number' && Number.isInteger(max) && max > 0) {
    clean.maxLength = max;
  }
  return clean;
}

/** Adds a field at the end, unless the form already has as many as a submission may carry. */
export function addField(fields: readonly FormField[], field: FormField): FormField[] {
  if (fields.length >= FORM_LIMITS.maxFields) return [...fields];
  return [...fields, field];
}

/** Swaps a field with its neighbour; a move past either end changes nothing. */
export function moveField(fields: readonly FormField[], id: string, direction: -1 | 1): FormField[] {
  const from = fields.findIndex((field) => field.id === id);
  const to = from + direction;
  const next = [...fields];
  if (from < 0 || to < 0 || to >= fields.length) return next;
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

export function removeField(fields: readonly FormField[], id: string): FormField[] {
  return fields.filter((field) => field.id !== id);
}

/** Changes a field's attributes; its id and type stay, attributes its type does not offer are dropped. */
export function updateField(
  fields: readonly FormField[],
  id: string,
  changes: Partial<Omit<FormField, 'id' | 'type'>>,
): FormField[] {
  return fields.map((field) =>
    field.id === id ? cleanField({ ...field, ...changes, id: field.id, type: field.type }) : field,
  );
}

/** Options typed one per line: trimmed, empty lines and repeats dropped, within the stored limits. */
export function parseOptions(text: string): string[] {
  const options = text
    .split(/\r?\n/)
    .map((line) => line.trim().slice(0, FORM_TEXT_LIMITS.option))
    .filter((line) => line !== '');
  return [...new Set(options)].slice(0, FORM_LIMITS.maxOptions);
}

export const formatOptions = (options: readonly string[] | undefined): string => (options ?? []).join('\n');

/** A maximum length as typed: a positive whole number, or undefined for "no limit". */
export function parseMaxLength(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value > 0 && Number.isSafeInteger(value) ? value : undefined;
}

/** A short line for the field list: the title, or what a field without one is. */
export function fieldSummary(field: FormField): string {
  const title = field.title.trim();
  if (field.type === FormFieldType.hidden) return title || field.key || 'Hidden value';
  return title || `Untitled ${FIELD_TYPE_LABELS[field.type].toLowerCase()}`;
}
