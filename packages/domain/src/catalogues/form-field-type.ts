import { memberGuard } from './catalogue';

/** Form field types (spec 000 §3 and spec 001 §3). */
export const FormFieldType = {
  text: 'text',
  textarea: 'textarea',
  email: 'email',
  number: 'number',
  website: 'website',
  currency: 'currency',
  password: 'password',
  twitter: 'twitter',
  date: 'date',
  time: 'time',
  name: 'name',
  address: 'address',
  phone: 'phone',
  section: 'section',
  radio: 'radio',
  checkbox: 'checkbox',
  select: 'select',
  likert: 'likert',
  hidden: 'hidden',
} as const;
export type FormFieldType = (typeof FormFieldType)[keyof typeof FormFieldType];

export const isFormFieldType = /* @__PURE__ */ memberGuard(FormFieldType);

export type FormFieldAttribute =
  | 'description'
  | 'placeholder'
  | 'required'
  | 'currencySymbol'
  | 'showCountryCode'
  | 'underline'
  | 'options'
  | 'key'
  | 'value'
  | 'maxLength';

const PLAIN = ['description', 'placeholder', 'required'] as const;
const DESCRIBED = ['description', 'required'] as const;
const CHOICE = ['description', 'options', 'required'] as const;

/** Attributes the form editor offers per field type. */
export const FORM_FIELD_ATTRIBUTES: Readonly<Record<FormFieldType, readonly FormFieldAttribute[]>> = {
  text: PLAIN,
  textarea: PLAIN,
  email: PLAIN,
  number: PLAIN,
  website: PLAIN,
  currency: ['description', 'currencySymbol', 'required'],
  password: DESCRIBED,
  twitter: DESCRIBED,
  date: DESCRIBED,
  time: DESCRIBED,
  name: DESCRIBED,
  address: DESCRIBED,
  phone: ['description', 'showCountryCode', 'required'],
  section: ['description', 'underline'],
  radio: CHOICE,
  checkbox: CHOICE,
  select: CHOICE,
  likert: CHOICE,
  hidden: ['key', 'value'],
};

/** A textarea also offers a maximum length while the vanilla form handler feature is on. */
export function formFieldAttributes(
  type: FormFieldType,
  vanillaFormHandler: boolean,
): readonly FormFieldAttribute[] {
  const attributes = FORM_FIELD_ATTRIBUTES[type];
  return type === FormFieldType.textarea && vanillaFormHandler ? [...attributes, 'maxLength'] : attributes;
}

/** Likert answers and their values (spec 000 §3). */
export const LikertValue = {
  stronglyDisagree: -2,
  disagree: -1,
  neutral: 0,
  agree: 1,
  stronglyAgree: 2,
} as const;
export type LikertValue = (typeof LikertValue)[keyof typeof LikertValue];

export const isLikertValue = /* @__PURE__ */ memberGuard(LikertValue);
