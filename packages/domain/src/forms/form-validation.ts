import { FormFieldType, LikertValue } from '../catalogues/form-field-type';
import { formFieldMessages, formMessages, formValidationMessages } from '../message-groups/forms';
import { isEmailFieldValid } from '../validators/email';
import { isValidUsZip } from '../validators/zip';
import { FORM_FIELD_PARTS, FORM_LIMITS, type FormField, type FormFieldValue } from './form-settings';

type CompoundType = keyof typeof FORM_FIELD_PARTS;

const isCompound = (type: FormFieldType): type is CompoundType => Object.hasOwn(FORM_FIELD_PARTS, type);

const LIKERT_ANSWERS = new Set(Object.values(LikertValue).map(String));

/**
 * Reads a raw value into the shape its field type collects (spec 000 §3). `undefined` means the
 * field sent nothing; `null` means the value has the wrong shape for the field. A phone of three
 * parts gets its empty country prepended; a lone checkbox or likert answer becomes a list; numbers
 * are accepted for number and currency fields because JSON clients send them as such.
 */
export function readFormFieldValue(field: FormField, raw: unknown): FormFieldValue | undefined | null {
  if (raw === undefined || raw === null || field.type === FormFieldType.section) return undefined;
  if (isCompound(field.type)) {
    if (!isStringList(raw, FORM_FIELD_PARTS[field.type])) {
      const shortPhone = field.type === FormFieldType.phone && isStringList(raw, 3);
      return shortPhone ? ['', ...(raw as string[])] : null;
    }
    return raw;
  }
  if (field.type === FormFieldType.checkbox) {
    if (typeof raw === 'string') return [raw];
    return isStringList(raw) && raw.length <= FORM_LIMITS.maxOptions ? raw : null;
  }
  if (field.type === FormFieldType.likert) return readLikert(raw);
  if (typeof raw === 'number' && Number.isFinite(raw)) {
    return field.type === FormFieldType.number || field.type === FormFieldType.currency ? String(raw) : null;
  }
  return typeof raw === 'string' ? raw : null;
}

function isStringList(raw: unknown, length?: number): raw is string[] {
  return (
    Array.isArray(raw) &&
    (length === undefined || raw.length === length) &&
    raw.every((part) => typeof part === 'string')
  );
}

function readLikert(raw: unknown): Record<string, string[]> | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const entries = Object.entries(raw);
  if (entries.length > FORM_LIMITS.maxOptions) return null;
  const answers: Record<string, string[]> = Object.create(null);
  for (const [statement, answer] of entries) {
    if (typeof answer === 'string') answers[statement] = [answer];
    else if (isStringList(answer)) answers[statement] = answer;
    else return null;
  }
  return answers;
}

/**
 * The answers given per statement of a likert field, by statement index. A statement is named by
 * its text (the spec's "question") or by its 0-based index, as the script-free form posts it;
 * names of statements the field does not have are ignored.
 */
export function likertAnswersByStatement(field: FormField, value: Record<string, string[]>): string[][] {
  const statements = field.options ?? [];
  const answers = statements.map((): string[] => []);
  for (const [name, given] of Object.entries(value)) {
    let index = statements.indexOf(name);
    if (index < 0 && /^\d{1,3}$/.test(name)) index = Number(name);
    const slot = answers[index];
    if (slot) slot.push(...given.filter((answer) => answer !== ''));
  }
  return answers;
}

const blank = (text: string) => text.trim() === '';

function isEmpty(field: FormField, value: FormFieldValue | undefined): boolean {
  if (value === undefined) return true;
  if (typeof value === 'string') return blank(value);
  if (Array.isArray(value)) return value.every(blank);
  return likertAnswersByStatement(field, value).every((answers) => answers.length === 0);
}

function strings(value: FormFieldValue): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value;
  return [...Object.keys(value), ...Object.values(value).flat()];
}

/**
 * The message a visitor sees above one field, or null when the value is acceptable. The browser
 * runs it before submitting and the server runs it again on every field it receives.
 */
export function formFieldError(field: FormField, value: FormFieldValue | undefined): string | null {
  if (field.type === FormFieldType.section) return null;
  const read = readFormFieldValue(field, value);
  if (read === null) return formMessages.unparseableFields;
  if (read !== undefined && strings(read).some((text) => text.length > FORM_LIMITS.maxValueLength)) {
    return formValidationMessages.tooLong;
  }
  if (read !== undefined && strings(read).some((text) => text.includes('\u0000'))) {
    return formValidationMessages.nulCharacter;
  }
  if (field.type === FormFieldType.hidden) return null;
  if (read === undefined || isEmpty(field, read)) {
    return field.required ? formValidationMessages.required : null;
  }
  if (typeof read === 'string') return singleValueError(field, read);
  if (Array.isArray(read)) return listError(field, read);
  return likertError(field, read);
}

const NUMBER = /^[-+]?(?:(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+)$/;
const AMOUNT = /^(?:(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+)$/;
// An http(s) URL or a bare host with an alphabetic top-level domain, optionally a port and a path.
const WEBSITE =
  /^(?:https?:\/\/)?(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,63}(?::\d{1,5})?(?:[/?#]\S*)?$/iu;

function singleValueError(field: FormField, value: string): string | null {
  const text = value.trim();
  switch (field.type) {
    case FormFieldType.textarea:
      return exceedsMaxLength(value, field.maxLength) ? formFieldMessages.characterLimitExceeded : null;
    case FormFieldType.email:
      return isEmailFieldValid(value, field.required === true)
        ? null
        : formFieldMessages.emailInvalid.replace('{email}', formValidationMessages.emailExample);
    case FormFieldType.number:
      return NUMBER.test(text) ? null : formValidationMessages.number;
    case FormFieldType.currency: {
      const symbol = field.currencySymbol?.trim();
      const amount = symbol && text.startsWith(symbol) ? text.slice(symbol.length).trim() : text;
      return AMOUNT.test(amount) ? null : formValidationMessages.currency;
    }
    case FormFieldType.website:
      return WEBSITE.test(text) ? null : formValidationMessages.website;
    case FormFieldType.radio:
    case FormFieldType.select:
      return (field.options ?? []).includes(value) ? null : formValidationMessages.option;
    default:
      return null;
  }
}

/** A limit applies only when it is a positive whole number; browsers post line breaks as CR LF. */
function exceedsMaxLength(value: string, maxLength: unknown): boolean {
  if (typeof maxLength !== 'number' || !Number.isInteger(maxLength) || maxLength <= 0) return false;
  return value.replace(/\r\n/g, '\n').length > maxLength;
}

function listError(field: FormField, parts: string[]): string | null {
  const [a = '', b = '', c = '', d = '', e = '', f = ''] = parts.map((part) => part.trim());
  switch (field.type) {
    case FormFieldType.checkbox: {
      const options = field.options ?? [];
      return parts.every((part) => part === '' || options.includes(part))
        ? null
        : formValidationMessages.option;
    }
    case FormFieldType.name:
      return field.required && (a === '' || b === '') ? formValidationMessages.required : null;
    case FormFieldType.address:
      return addressError(field, [a, b, c, d, e, f]);
    case FormFieldType.phone:
      return phoneError([a, b, c, d]);
    case FormFieldType.date:
      return isValidDate(a, b, c) ? null : formValidationMessages.date;
    case FormFieldType.time:
      return isValidTime(a, b, c, d) ? null : formValidationMessages.time;
    default:
      return null;
  }
}

const US_COUNTRY = new Set(['us', 'usa', 'u.s.', 'u.s.a.', 'united states', 'united states of america']);

function addressError(field: FormField, [line1, , city, , zip, country]: string[]): string | null {
  if (field.required && (line1 === '' || city === '' || zip === '')) return formValidationMessages.required;
  const inUs = country === '' || US_COUNTRY.has((country ?? '').toLowerCase());
  return inUs && zip !== '' && !isValidUsZip(zip ?? '') ? formValidationMessages.usZip : null;
}

function phoneError([country, ...number]: string[]): string | null {
  if (!/^\+?\d{0,4}$/.test(country ?? '') || !number.every((part) => /^\d{0,10}$/.test(part))) {
    return formValidationMessages.phone;
  }
  const digits = number.join('').length;
  // A country code alone is no phone number; E.164 numbers have at most 15 digits.
  return digits >= 4 && digits <= 15 ? null : formValidationMessages.phone;
}

const inRange = (text: string, pattern: RegExp, min: number, max: number) =>
  pattern.test(text) && Number(text) >= min && Number(text) <= max;

function isValidDate(month: string, day: string, year: string): boolean {
  if (!inRange(month, /^\d{1,2}$/, 1, 12) || !/^[1-9]\d{3}$/.test(year)) return false;
  // Day 0 of the next month is the last day of this one, leap years included.
  const daysInMonth = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
  return inRange(day, /^\d{1,2}$/, 1, daysInMonth);
}

function isValidTime(hour: string, minute: string, second: string, ampm: string): boolean {
  const meridiem = ampm.toUpperCase();
  if (meridiem !== '' && meridiem !== 'AM' && meridiem !== 'PM') return false;
  const [first, last] = meridiem === '' ? [0, 23] : [1, 12];
  return (
    inRange(hour, /^\d{1,2}$/, first, last) &&
    (minute === '' || inRange(minute, /^\d{1,2}$/, 0, 59)) &&
    (second === '' || inRange(second, /^\d{1,2}$/, 0, 59))
  );
}

function likertError(field: FormField, value: Record<string, string[]>): string | null {
  const answers = likertAnswersByStatement(field, value);
  if (answers.some((given) => given.length > 1 || given.some((answer) => !LIKERT_ANSWERS.has(answer)))) {
    return formValidationMessages.likertInvalid;
  }
  return field.required && answers.some((given) => given.length === 0)
    ? formValidationMessages.likertIncomplete
    : null;
}

export interface FormSubmissionCheck {
  /** The values of the form's fields, in their collected shape; other keys are dropped. */
  values: Record<string, FormFieldValue>;
  /** Field id -> message. */
  errors: Record<string, string>;
  /** The form JSON, or a field's value, has a shape no field collects: answer formMessages.unparseableFields. */
  unparseable: boolean;
}

/**
 * Checks a submission's `form` (a JSON string or an object of field id -> value) against the
 * form's fields. Hidden fields that sent nothing take their default value.
 */
export function validateFormSubmission(fields: FormField[], form: unknown): FormSubmissionCheck {
  // Null-prototype maps: field ids such as '__proto__' are legal and must stay plain keys.
  const values: Record<string, FormFieldValue> = Object.create(null);
  const errors: Record<string, string> = Object.create(null);
  const parsed = parseForm(form);
  if (parsed === null) return { values, errors, unparseable: true };
  let unparseable = false;
  for (const field of fields) {
    if (field.type === FormFieldType.section) continue;
    const raw = Object.hasOwn(parsed, field.id) ? parsed[field.id] : undefined;
    let value = readFormFieldValue(field, raw);
    if (value === null) {
      unparseable = true;
      continue;
    }
    if (value === undefined && field.type === FormFieldType.hidden && field.value) value = field.value;
    if (value !== undefined) values[field.id] = value;
    const error = formFieldError(field, value);
    if (error) errors[field.id] = error;
  }
  return { values, errors, unparseable };
}

function parseForm(form: unknown): Record<string, unknown> | null {
  let parsed = form;
  if (typeof form === 'string') {
    try {
      parsed = JSON.parse(form);
    } catch {
      return null;
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  return parsed as Record<string, unknown>;
}
