import type { Behaviour } from '../../runtime/behaviours';

/**
 * A review form checked before it posts: without a star chosen it stays, says the spec's message
 * (held in the markup, in the page's language) and puts focus on the first star. The form posts
 * as is otherwise; the server checks everything again.
 */
const reviewForm: Behaviour = (element) => {
  if (!(element instanceof HTMLFormElement)) return;
  const form = element;
  const problem = form.querySelector<HTMLElement>('[data-review-problem]');
  const onSubmit = (event: SubmitEvent) => {
    if (form.querySelector('input[name="rating"]:checked')) return;
    event.preventDefault();
    if (problem) problem.textContent = form.dataset.ratingRequired ?? '';
    form.querySelector<HTMLElement>('fieldset')?.setAttribute('aria-invalid', 'true');
    form.querySelector<HTMLInputElement>('input[name="rating"]')?.focus();
  };
  const onChange = () => {
    if (!form.querySelector('input[name="rating"]:checked')) return;
    form.querySelector<HTMLElement>('fieldset')?.removeAttribute('aria-invalid');
    if (problem && problem.textContent === form.dataset.ratingRequired) problem.textContent = '';
  };
  form.addEventListener('submit', onSubmit);
  form.addEventListener('change', onChange);
  return () => {
    form.removeEventListener('submit', onSubmit);
    form.removeEventListener('change', onChange);
  };
};

export default reviewForm;
