import { type FormField, FormFieldType, type FormFieldValue } from '@atelier/domain';

/**
 * qs turns more than 20 repeats of a name into an object keyed by index (spec 000 §9 array limit);
 * a checkbox field may have up to 100 options, so such an object is read back as a list.
 */
function listOf(raw: unknown): unknown {
  if (typeof raw === 'string') return [raw];
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const entries = Object.entries(raw);
  if (!entries.every(([index]) => /^\d{1,3}$/.test(index))) return raw;
  return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, value]) => value);
}

/**
 * The `form` of a script-free post, from its urlencoded inputs as the form block names them
 * (contracts: `field-<id>`, one input per part or checkbox, `field-<id>.<i>` per likert statement).
 * Values keep the shape they arrived in; validateFormSubmission decides whether it is readable.
 */
export function formFromPost(fields: FormField[], body: Record<string, unknown>): Record<string, unknown> {
  const form: Record<string, unknown> = Object.create(null);
  const input = (name: string): unknown => (Object.hasOwn(body, name) ? body[name] : undefined);
  for (const field of fields) {
    const name = `field-${field.id}`;
    switch (field.type) {
      case FormFieldType.section:
        break;
      case FormFieldType.likert: {
        const answers: Record<string, unknown> = Object.create(null);
        (field.options ?? []).forEach((statement, index) => {
          const given = input(`${name}.${index}`);
          if (given !== undefined) answers[statement] = listOf(given);
        });
        form[field.id] = answers;
        break;
      }
      case FormFieldType.checkbox:
        form[field.id] = input(name) === undefined ? [] : listOf(input(name));
        break;
      case FormFieldType.name:
      case FormFieldType.phone:
      case FormFieldType.address:
      case FormFieldType.date:
      case FormFieldType.time:
        if (input(name) !== undefined) form[field.id] = listOf(input(name));
        break;
      default:
        if (input(name) !== undefined) form[field.id] = input(name);
    }
  }
  return form;
}

/** The values to show back in a refused script-free form: what was readable of each field. */
export function displayValues(
  fields: FormField[],
  form: Record<string, unknown>,
  read: (field: FormField, raw: unknown) => FormFieldValue | undefined | null,
): Record<string, FormFieldValue> {
  const values: Record<string, FormFieldValue> = Object.create(null);
  for (const field of fields) {
    const value = read(field, form[field.id]);
    if (value !== undefined && value !== null) values[field.id] = value;
  }
  return values;
}
