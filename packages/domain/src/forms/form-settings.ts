import type { FormFieldType } from '../catalogues/form-field-type';

/**
 * One field of a form block as the owner configured it. Which attributes a type offers is
 * FORM_FIELD_ATTRIBUTES (spec 000 §3); the others are absent.
 */
export interface FormField {
  /** Stable within its form: the key of the field's value in a submission's `form` JSON. */
  id: string;
  type: FormFieldType;
  /** The visible label (for a section, its heading). Hidden fields show none. */
  title: string;
  description?: string;
  placeholder?: string;
  required?: boolean;
  /** currency: the symbol shown before the amount, e.g. '$'. */
  currencySymbol?: string;
  /** phone: whether the country-code part is shown. */
  showCountryCode?: boolean;
  /** section: a line under the heading. */
  underline?: boolean;
  /** radio, checkbox, select: the choices; likert: the statements, each answered on the five-point scale. */
  options?: string[];
  /** hidden: the URL query parameter whose value is sent, and the default when it is absent. */
  key?: string;
  value?: string;
  /** textarea: maximum number of characters; absent, invalid or non-positive means no limit. */
  maxLength?: number;
}

/** What a visitor sees once a form is accepted. */
export type FormPostSubmit =
  | { kind: 'message'; message: string }
  /** Owner-written HTML, scripts included: it runs on the owner's own site, as the spec's post-submit HTML does. */
  | { kind: 'html'; html: string }
  | { kind: 'redirect'; url: string };

/** Settings of a form block (block type 9). */
export interface FormBlockSettings {
  /** 24-character hex id; submissions are filed under it. It never changes once the block exists. */
  formId: string;
  title?: string;
  fields: FormField[];
  submitButtonText: string;
  postSubmit: FormPostSubmit;
  /** A proof-of-work captcha must be solved before submitting. */
  captcha: boolean;
  /** Where submission notifications go; empty means the site owner's account address. */
  notificationEmail?: string;
}

/** Settings of a newsletter block (block type 51): one email field that subscribes to the site's list. */
export interface NewsletterBlockSettings {
  /** 24-character hex id, as for a form. */
  formId: string;
  title: string;
  description?: string;
  placeholder: string;
  buttonText: string;
  /** Shown after the address is accepted; the confirmation email is on its way. */
  successMessage: string;
  captcha: boolean;
}

/** The newsletter's single field id, the key of its address in `form`. */
export const NEWSLETTER_EMAIL_FIELD_ID = 'email';

/** objectName of a newsletter submission; other forms send 'form'. */
export const FORM_OBJECT_NAME = { form: 'form', newsletter: 'newsletter' } as const;

/**
 * The value of one field in a submission's `form` JSON (spec 000 §3 "how values are collected"):
 * a list for date, name, time, address, phone and checkbox; question -> answer values for likert;
 * a string otherwise. Section fields send nothing.
 */
export type FormFieldValue = string | string[] | Record<string, string[]>;

/** Number of parts of each compound field, in the order of its summary labels. */
export const FORM_FIELD_PARTS = {
  name: 2,
  phone: 4,
  address: 6,
  date: 3,
  time: 4,
} as const;

/** Submission limits the server enforces (and the client respects). */
export const FORM_LIMITS = {
  maxFields: 100,
  maxOptions: 100,
  maxValueLength: 10_000,
  maxPayloadBytes: 256 * 1024,
  /** Per site and client address. */
  submissionsPerWindow: 10,
  windowSeconds: 60,
  /** Submission keys are single-use and expire. */
  keyLifetimeSeconds: 60 * 60,
} as const;

/**
 * A form's state after a plain (script-free) POST, rendered into the page the server answers
 * with: the visitor's values back in their fields with the errors, or the success message.
 */
export interface FormRenderState {
  formId: string;
  status: 'failed' | 'succeeded';
  values: Record<string, FormFieldValue>;
  /** Field id -> message, shown above that field's title. */
  errors: Record<string, string>;
  /** General failure message, shown above and below the form. */
  message?: string;
}
