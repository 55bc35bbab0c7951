import {
  FORM_LIMITS,
  type FormBlockSettings,
  type FormField,
  type FormPostSubmit,
  formBlockMessages,
  isFormFieldType,
  isId,
} from '@atelier/domain';
import { safeHref } from '../safe-href';
import { isRecord, readFiniteNumber, readString, readText } from '../settings-guards';

/** Field ids travel in input names (`field-<id>`) and as JSON keys; contracts.md fixes their shape. */
export const FIELD_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

const readFlag = (record: Record<string, unknown>, key: string) => record[key] === true;

function readOptions(record: Record<string, unknown>): string[] | undefined {
  const options = record.options;
  if (!Array.isArray(options)) return undefined;
  // Each choice once: a repeated one could not be told apart in a submission.
  const texts = options.filter(
    (option): option is string => typeof option === 'string' && option.trim() !== '',
  );
  return [...new Set(texts)].slice(0, FORM_LIMITS.maxOptions);
}

/** One stored field, or null when it cannot be shown or submitted (unknown type, bad id). */
export function readFormField(raw: unknown): FormField | null {
  if (!isRecord(raw) || !isFormFieldType(raw.type)) return null;
  const id = readString(raw, 'id');
  if (!id || !FIELD_ID_PATTERN.test(id)) return null;
  const field: FormField = { id, type: raw.type, title: readText(raw, 'title') ?? '' };
  const description = readText(raw, 'description');
  if (description) field.description = description;
  const placeholder = readText(raw, 'placeholder');
  if (placeholder) field.placeholder = placeholder;
  if (readFlag(raw, 'required')) field.required = true;
  const currencySymbol = readText(raw, 'currencySymbol');
  if (currencySymbol) field.currencySymbol = currencySymbol;
  if (readFlag(raw, 'showCountryCode')) field.showCountryCode = true;
  if (readFlag(raw, 'underline')) field.underline = true;
  const options = readOptions(raw);
  if (options) field.options = options;
  const key = readText(raw, 'key');
  if (key) field.key = key;
  const value = readString(raw, 'value');
  if (value !== undefined) field.value = value;
  const maxLength = readFiniteNumber(raw, 'maxLength');
  if (maxLength !== undefined) field.maxLength = maxLength;
  return field;
}

/** The fields worth rendering: readable ones, each id once, at most the server's limit. */
export function readFormFields(raw: unknown): FormField[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const fields: FormField[] = [];
  for (const item of raw) {
    const field = readFormField(item);
    if (!field || seen.has(field.id)) continue;
    seen.add(field.id);
    fields.push(field);
    if (fields.length === FORM_LIMITS.maxFields) break;
  }
  return fields;
}

function readPostSubmit(raw: unknown): FormPostSubmit {
  const fallback: FormPostSubmit = { kind: 'message', message: formBlockMessages.thankYou };
  if (!isRecord(raw)) return fallback;
  if (raw.kind === 'redirect') {
    const link = safeHref(raw.url);
    // An anchor is no page to go to; a refused address falls back to the thank-you message.
    return link && !link.href.startsWith('#') ? { kind: 'redirect', url: link.href } : fallback;
  }
  if (raw.kind === 'html') {
    const html = readText(raw, 'html');
    return html ? { kind: 'html', html } : fallback;
  }
  const message = readText(raw, 'message');
  return message ? { kind: 'message', message } : fallback;
}

/** Null without a usable form id: its submissions could not be filed anywhere. */
export function readFormSettings(settings: unknown): FormBlockSettings | null {
  if (!isRecord(settings) || !isId(settings.formId)) return null;
  const form: FormBlockSettings = {
    formId: settings.formId,
    fields: readFormFields(settings.fields),
    submitButtonText: readText(settings, 'submitButtonText') ?? formBlockMessages.submit,
    postSubmit: readPostSubmit(settings.postSubmit),
    captcha: readFlag(settings, 'captcha'),
  };
  const title = readText(settings, 'title');
  if (title) form.title = title;
  return form;
}
