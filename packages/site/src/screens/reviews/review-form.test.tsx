// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleContext, pageLocale } from '../../i18n/locale-context';
import reviewBehaviour from '../../page/review-request.behaviour';
import { siteContext } from '../../runtime/site-context.test-support';
import {
  REVIEW_REQUEST_BEHAVIOUR,
  ReviewRequestScreen,
  type ReviewRequestScreenProps,
} from './review-request-screen';

const RATING_REQUIRED = 'Please select a star rating (rating is required)';
const PRODUCT = { id: 'aaaaaaaaaaaaaaaaaaaaaaaa', name: 'Speckled Mug' };

const props = (over: Partial<ReviewRequestScreenProps> = {}): ReviewRequestScreenProps => ({
  orderNumber: 1001,
  action: '/commerce/reviews/bbbbbbbbbbbbbbbbbbbbbbbb?token=t',
  refusal: null,
  products: [PRODUCT],
  thanks: null,
  textMax: 2000,
  ...over,
});

/** Every submit that reaches the document, and whether the form's behaviour stopped it from posting. */
let submits: { sent: boolean }[] = [];
const recordSubmit = (event: Event) => {
  submits.push({ sent: !event.defaultPrevented });
  // Nothing leaves the test whatever the behaviour did: the form is never navigated.
  event.preventDefault();
};
let fetchSpy: ReturnType<typeof vi.fn>;

beforeEach(() => {
  submits = [];
  document.addEventListener('submit', recordSubmit);
  fetchSpy = vi.fn(() => Promise.reject(new Error('no network in this test')));
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => {
  document.removeEventListener('submit', recordSubmit);
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

function mount(tag = 'en', over: Partial<ReviewRequestScreenProps> = {}) {
  document.body.innerHTML = renderToString(
    <LocaleContext.Provider value={pageLocale(tag)}>
      <ReviewRequestScreen {...props(over)} />
    </LocaleContext.Provider>,
  );
  const form = document.querySelector<HTMLFormElement>(`form[data-review-form="${PRODUCT.id}"]`)!;
  const undo = reviewBehaviour(form, siteContext()) as () => void;
  const stars = [...form.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
  return {
    form,
    undo,
    stars,
    fieldset: form.querySelector('fieldset')!,
    alert: form.querySelector<HTMLElement>('[role="alert"]')!,
    text: form.querySelector('textarea')!,
    send: form.querySelector<HTMLButtonElement>('button[type="submit"]')!,
  };
}

/**
 * An arrow key in a radio group as a browser answers it: the key goes to the focused radio (the
 * behaviour must not swallow it), then the browser checks and focuses the next radio of the group
 * and fires input and change on it. Returns whether anything prevented the key.
 */
function arrowRight(radio: HTMLInputElement): boolean {
  const key = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true });
  radio.dispatchEvent(key);
  if (key.defaultPrevented) return true;
  const group = [...(radio.form?.querySelectorAll<HTMLInputElement>(`input[name="${radio.name}"]`) ?? [])];
  const next = group[(group.indexOf(radio) + 1) % group.length]!;
  next.focus();
  next.checked = true;
  next.dispatchEvent(new Event('input', { bubbles: true }));
  next.dispatchEvent(new Event('change', { bubbles: true }));
  return false;
}

describe('review request form behaviour', () => {
  it('offers the stars as one keyboard radio group, 1 to 5 in order, each named', () => {
    const { form, stars, fieldset } = mount();
    expect(form.dataset.behaviour).toBe(REVIEW_REQUEST_BEHAVIOUR);
    expect(fieldset.querySelector('legend')?.textContent).toBe('Your rating for Speckled Mug');
    expect(stars.map((star) => star.name)).toEqual(Array(5).fill('rating'));
    expect(stars.map((star) => star.value)).toEqual(['1', '2', '3', '4', '5']);
    expect(stars.map((star) => star.getAttribute('aria-label'))).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    // Reachable by Tab (one stop for the group), none checked until the customer chooses.
    for (const star of stars) {
      expect(star.disabled).toBe(false);
      expect(star.getAttribute('tabindex')).toBeNull();
      expect(star.checked).toBe(false);
    }
  });

  it('refuses sending without stars with the spec’s message, focuses the first star, posts nothing', () => {
    const { stars, fieldset, alert, text, send } = mount();
    text.value = 'Keeps coffee hot.';
    expect(alert.textContent).toBe('');
    send.click();
    expect(submits).toEqual([{ sent: false }]);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(alert.textContent).toBe(RATING_REQUIRED);
    expect(fieldset.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(stars[0]);
    // What the customer wrote stays.
    expect(text.value).toBe('Keeps coffee hot.');
    // Again: still refused, the message said once.
    send.click();
    expect(submits).toEqual([{ sent: false }, { sent: false }]);
    expect(alert.textContent).toBe(RATING_REQUIRED);
  });

  it('takes a star chosen by keyboard: the message goes and the form posts', () => {
    const { stars, fieldset, alert, send } = mount();
    send.click();
    expect(document.activeElement).toBe(stars[0]);
    // From the first star, four presses of the right arrow reach five stars.
    for (let press = 0; press < 4; press++)
      expect(arrowRight(document.activeElement as HTMLInputElement)).toBe(false);
    expect(document.activeElement).toBe(stars[4]);
    expect(stars.filter((star) => star.checked).map((star) => star.value)).toEqual(['5']);
    expect(alert.textContent).toBe('');
    expect(fieldset.hasAttribute('aria-invalid')).toBe(false);
    send.click();
    expect(submits.at(-1)).toEqual({ sent: true });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('speaks the page’s language: the message is the one the page was rendered with', () => {
    const { alert, send } = mount('fr');
    send.click();
    expect(alert.textContent).toBe('Veuillez choisir une note en étoiles (la note est obligatoire)');
  });

  it('leaves a refusal the server gave alone until a star is chosen, and stops when undone', () => {
    const { stars, alert, send, undo } = mount('en', {
      products: [{ ...PRODUCT, problem: 'textTooLong', text: 'x' }],
    });
    expect(alert.textContent).toBe('Your review is longer than 2000 characters.');
    stars[2]!.checked = true;
    stars[2]!.dispatchEvent(new Event('change', { bubbles: true }));
    // Only the behaviour's own message goes away on a choice; the server's stays until it answers.
    expect(alert.textContent).toBe('Your review is longer than 2000 characters.');
    undo();
    stars[2]!.checked = false;
    send.click();
    // Undone, the form posts as without JavaScript (the server refuses it then).
    expect(submits.at(-1)).toEqual({ sent: true });
  });
});
