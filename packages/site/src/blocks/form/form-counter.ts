import { characterCount, counterText } from './character-limit';

/**
 * Keeps each textarea's "used / max" counter current as the visitor types, in error style over the
 * limit. Only textareas rendered with a counter (a valid positive maximum) have one.
 */
export function startCounters(form: HTMLFormElement): () => void {
  const update = (event: Event) => {
    const textarea = event.target as HTMLTextAreaElement;
    if (textarea.tagName !== 'TEXTAREA') return;
    const counterId = textarea
      .getAttribute('aria-describedby')
      ?.split(' ')
      .find((id) => id.endsWith('-counter'));
    const counter = counterId ? form.ownerDocument.getElementById(counterId) : null;
    const max = Number(counter?.dataset.max);
    if (!counter || !(max > 0)) return;
    const used = characterCount(textarea.value);
    counter.textContent = counterText(used, max);
    counter.classList.toggle('form-field__counter--over', used > max);
  };
  form.addEventListener('input', update);
  return () => form.removeEventListener('input', update);
}
