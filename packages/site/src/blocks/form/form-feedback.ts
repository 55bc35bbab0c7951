import type { BrowserText } from '../../i18n/page-dictionary';
import type { FieldElement } from './form-values';

/**
 * Writes (or, with null, clears) a field's error above its title and marks the field and its
 * controls invalid (spec 000 §5). Returns false for a field with no place to show it (hidden).
 */
export function showFieldError({ element }: FieldElement, message: string | null): boolean {
  const slot = element.querySelector('.form-field__error');
  if (!slot) return false;
  slot.textContent = message ?? '';
  element.classList.toggle('form-field--error', message !== null);
  for (const control of element.querySelectorAll('input, select, textarea')) {
    if (message === null) control.removeAttribute('aria-invalid');
    else control.setAttribute('aria-invalid', 'true');
  }
  return true;
}

/** The form-wide message near the submit button; an empty text hides it. */
export function showMessage(form: HTMLFormElement, text: string): void {
  const slot = form.querySelector('.form-block__message');
  if (slot) slot.textContent = text;
}

/** The "problem above" and "problem below" messages of spec 000 §8. */
export function showProblems(form: HTMLFormElement, shown: boolean, text?: BrowserText<'form'>): void {
  const [above, below] = form.querySelectorAll('.form-block__problem');
  if (above) above.textContent = shown && text ? text('problemAbove') : '';
  if (below) below.textContent = shown && text ? text('problemBelow') : '';
}

export function clearFeedback(form: HTMLFormElement, fields: FieldElement[]): void {
  for (const field of fields) showFieldError(field, null);
  showMessage(form, '');
  showProblems(form, false);
}

/**
 * Shows field errors by field id. Messages for fields the form does not show (or cannot show,
 * like a hidden field's) come back so the caller can show them form-wide. Focus moves to the first
 * field in error, which makes a screen reader read its message with its label.
 */
export function showFieldErrors(fields: FieldElement[], errors: Record<string, string>): string[] {
  const unshown = new Map(Object.entries(errors));
  let focused = false;
  for (const field of fields) {
    const message = unshown.get(field.field.id);
    if (message === undefined || !showFieldError(field, message)) continue;
    unshown.delete(field.field.id);
    if (!focused) {
      field.element.querySelector<HTMLElement>('input, select, textarea')?.focus();
      focused = true;
    }
  }
  return [...unshown.values()];
}
