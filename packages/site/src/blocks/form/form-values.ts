import { type FormField, type FormFieldValue, isFormFieldType } from '@atelier/domain';
import { fieldInputName, likertInputName } from './form-names';

/** A field of the rendered form: its definition (from `data-field`) and its element. */
export interface FieldElement {
  field: FormField;
  element: HTMLElement;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The fields of a form in document order; an element whose definition does not parse is skipped. */
export function formFields(form: ParentNode): FieldElement[] {
  const found: FieldElement[] = [];
  for (const element of form.querySelectorAll<HTMLElement>('[data-field]')) {
    const field = readFieldData(element);
    // Markup altered by a page script; the server still checks every field it expects.
    if (field) found.push({ field, element });
  }
  return found;
}

/** The field a `data-field` attribute describes, or null when it cannot be read as one. */
export function readFieldData(element: HTMLElement): FormField | null {
  let field: unknown;
  try {
    field = JSON.parse(element.dataset.field ?? '');
  } catch {
    return null;
  }
  if (typeof field !== 'object' || field === null) return null;
  const { id, type } = field as { id?: unknown; type?: unknown };
  return typeof id === 'string' && id !== '' && isFormFieldType(type) ? (field as FormField) : null;
}

const controls = (element: Element, name: string): Control[] =>
  element.matches(`[name="${name}"]`)
    ? [element as Control]
    : [...element.querySelectorAll<Control>(`[name="${name}"]`)];

const checkedValues = (inputs: Control[]): string[] =>
  inputs.filter((input) => (input as HTMLInputElement).checked).map((input) => input.value);

/**
 * The value of one field as spec 000 §3 collects it: lists for compound fields (a three-part
 * phone gets an empty country first), checked values for checkboxes, the first checked radio,
 * statement -> checked answers for likert, the URL query value named by a hidden field's key (else
 * its default), nothing for a section, else the single value.
 */
export function fieldValue(
  { field, element }: FieldElement,
  query: URLSearchParams,
): FormFieldValue | undefined {
  const inputs = controls(element, fieldInputName(field.id));
  switch (field.type) {
    case 'section':
      return undefined;
    case 'hidden':
      return (field.key ? query.get(field.key) : null) ?? inputs[0]?.value ?? field.value ?? '';
    case 'checkbox':
      return checkedValues(inputs);
    case 'radio':
      return checkedValues(inputs)[0] ?? '';
    case 'likert': {
      const answers: Record<string, string[]> = {};
      (field.options ?? []).forEach((statement, index) => {
        answers[statement] = checkedValues(controls(element, likertInputName(field.id, index)));
      });
      return answers;
    }
    case 'name':
    case 'address':
    case 'date':
    case 'time':
      return inputs.map((input) => input.value);
    case 'phone': {
      const parts = inputs.map((input) => input.value);
      return parts.length === 3 ? ['', ...parts] : parts;
    }
    default:
      return inputs[0]?.value ?? '';
  }
}

/** Field id -> value for every field that sends one: the `form` of a submission. */
export function collectFormValues(
  fields: FieldElement[],
  query: URLSearchParams,
): Record<string, FormFieldValue> {
  const values: Record<string, FormFieldValue> = {};
  for (const entry of fields) {
    const value = fieldValue(entry, query);
    if (value !== undefined) values[entry.field.id] = value;
  }
  return values;
}
