/** Length bounds of an email address, inclusive (spec 000 §5). */
export const EMAIL_MIN_LENGTH = 3;
export const EMAIL_MAX_LENGTH = 256;

// local part, at-sign, one or more domain labels, dot, a top-level domain of 2 to 4 letters.
const EMAIL_SHAPE = /^[^\s@]+@(?:[^\s@.]+\.)+[A-Za-z]{2,4}$/;

export function isValidEmail(value: string): boolean {
  return value.length >= EMAIL_MIN_LENGTH && value.length <= EMAIL_MAX_LENGTH && EMAIL_SHAPE.test(value);
}

/**
 * The rule of an email form field: valid, or optional and empty. Surrounding spaces are ignored
 * because browsers strip them from email inputs before submitting.
 */
export function isEmailFieldValid(value: string, required: boolean): boolean {
  const trimmed = value.trim();
  if (trimmed === '') return !required;
  return isValidEmail(trimmed);
}
