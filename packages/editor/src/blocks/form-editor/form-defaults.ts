import {
  FORM_LIMITS,
  type FormBlockSettings,
  type FormField,
  FormFieldType,
  type FormPostSubmit,
  formBlockMessages,
  isFormFieldType,
  isId,
  type NewsletterBlockSettings,
  newId,
} from '@atelier/domain';
import { cleanField, createField } from './form-fields';

/** What a new form block asks: a contact form the owner can publish as it is. */
export function defaultFormSettings(): FormBlockSettings {
  const name: FormField = { ...createField(FormFieldType.name), title: 'Name', required: true };
  const email: FormField = { ...createField(FormFieldType.email, [name.id]), title: 'Email', required: true };
  const message: FormField = {
    ...createField(FormFieldType.textarea, [name.id, email.id]),
    title: 'Message',
    required: true,
  };
  return {
    formId: newId(),
    fields: [name, email, message],
    submitButtonText: formBlockMessages.submit,
    postSubmit: { kind: 'message', message: formBlockMessages.thankYou },
    captcha: false,
  };
}

export function defaultNewsletterSettings(): NewsletterBlockSettings {
  return {
    formId: newId(),
    title: 'Subscribe',
    placeholder: formBlockMessages.newsletterEmailLabel,
    buttonText: formBlockMessages.newsletterSubmit,
    successMessage: 'Thank you! Please check your inbox to confirm your subscription.',
    captcha: false,
  };
}

const FIELD_ID = /^[A-Za-z0-9_-]{1,64}$/;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function readField(raw: unknown): FormField | null {
  if (!isRecord(raw) || !isFormFieldType(raw.type)) return null;
  const id = str(raw.id);
  if (!id || !FIELD_ID.test(id) || id === '__proto__') return null;
  return cleanField({
    id,
    type: raw.type,
    title: str(raw.title) ?? '',
    description: str(raw.description),
    placeholder: str(raw.placeholder),
    required: raw.required === true,
    currencySymbol: str(raw.currencySymbol),
    showCountryCode: raw.showCountryCode === true,
    underline: raw.underline === true,
    options: Array.isArray(raw.options) ? raw.options.filter((o): o is string => typeof o === 'string') : [],
    key: str(raw.key),
    value: str(raw.value),
    maxLength: typeof raw.maxLength === 'number' ? raw.maxLength : undefined,
  });
}

function readPostSubmit(raw: unknown): FormPostSubmit {
  if (isRecord(raw)) {
    if (raw.kind === 'html') return { kind: 'html', html: str(raw.html) ?? '' };
    if (raw.kind === 'redirect' && str(raw.url)) return { kind: 'redirect', url: str(raw.url)! };
    if (raw.kind === 'message') return { kind: 'message', message: str(raw.message) ?? '' };
  }
  return { kind: 'message', message: formBlockMessages.thankYou };
}

/**
 * A stored form block's settings as the form editor works on them. Unreadable fields and repeated
 * ids are dropped, as the published form drops them; a block without a usable id gets a new one.
 */
export function readFormEditorSettings(
  settings: Record<string, unknown>,
  fallbackFormId: string = newId(),
): FormBlockSettings {
  const seen = new Set<string>();
  const fields: FormField[] = [];
  for (const raw of Array.isArray(settings.fields) ? settings.fields : []) {
    const field = readField(raw);
    if (!field || seen.has(field.id) || fields.length >= FORM_LIMITS.maxFields) continue;
    seen.add(field.id);
    fields.push(field);
  }
  const form: FormBlockSettings = {
    formId: isId(settings.formId) ? settings.formId : fallbackFormId,
    fields,
    submitButtonText: str(settings.submitButtonText) ?? formBlockMessages.submit,
    postSubmit: readPostSubmit(settings.postSubmit),
    captcha: settings.captcha === true,
  };
  const title = str(settings.title);
  if (title) form.title = title;
  const notificationEmail = str(settings.notificationEmail);
  if (notificationEmail) form.notificationEmail = notificationEmail;
  return form;
}

export function readNewsletterEditorSettings(
  settings: Record<string, unknown>,
  fallbackFormId: string = newId(),
): NewsletterBlockSettings {
  const defaults = defaultNewsletterSettings();
  const newsletter: NewsletterBlockSettings = {
    formId: isId(settings.formId) ? settings.formId : fallbackFormId,
    title: str(settings.title) ?? defaults.title,
    placeholder: str(settings.placeholder) ?? defaults.placeholder,
    buttonText: str(settings.buttonText) ?? defaults.buttonText,
    successMessage: str(settings.successMessage) ?? defaults.successMessage,
    captcha: settings.captcha === true,
  };
  const description = str(settings.description);
  if (description) newsletter.description = description;
  return newsletter;
}

/** The form block's settings as stored: optional texts left out when empty, as the server expects. */
export function storedFormSettings(form: FormBlockSettings): Record<string, unknown> {
  const { title, notificationEmail, ...rest } = form;
  return {
    ...rest,
    ...(title ? { title } : {}),
    ...(notificationEmail ? { notificationEmail } : {}),
  };
}

export function storedNewsletterSettings(newsletter: NewsletterBlockSettings): Record<string, unknown> {
  const { description, ...rest } = newsletter;
  return description ? { ...rest, description } : rest;
}
