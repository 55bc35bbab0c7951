import { LAYOUT_WIDTH_PX } from '@atelier/domain';
import { observeNarrow } from './narrow-observer';

export const CAPTCHA_CHALLENGE_URL = '/api/form/captcha-challenge';
const COMPACT_CLASS = 'form-block__captcha--compact';

export interface Captcha {
  /** Loads and shows the widget, once; the ~35 KB widget waits for the visitor's first interaction. */
  load(): void;
  /** The solved proof sent as captchaKey, or '' while unsolved. */
  solution(): string;
  /** After a failed submission: the visitor solves a fresh challenge. */
  reset(): void;
  destroy(): void;
}

interface Widget extends HTMLElement {
  reset?: () => void;
  verify?: () => Promise<unknown>;
}

/** Registers the `altcha-widget` element; a separate lazy chunk. */
const loadAltcha = (): Promise<unknown> => import('altcha');

/**
 * The captcha of one form in `container`. `onSolvedChange` hears whether a proof is ready, so the
 * form can keep its submit button disabled until a reset captcha is solved again (spec 000 §4).
 */
export function createCaptcha(
  container: HTMLElement,
  onSolvedChange: (solved: boolean) => void,
  loadWidget: () => Promise<unknown> = loadAltcha,
): Captcha {
  let proof = '';
  let widget: Widget | null = null;
  let requested = false;
  const stopObserving = observeNarrow(container, COMPACT_CLASS, LAYOUT_WIDTH_PX.compactCaptchaBelow);

  const onState = (event: Event) => {
    const detail = (event as CustomEvent<{ state?: string; payload?: unknown }>).detail;
    proof = detail?.state === 'verified' && typeof detail.payload === 'string' ? detail.payload : '';
    onSolvedChange(proof !== '');
  };

  const mount = () => {
    const element: Widget = container.ownerDocument.createElement('altcha-widget');
    // altcha 3 reads the challenge URL from `challenge` (version 2 called it `challengeurl`).
    element.setAttribute('challenge', CAPTCHA_CHALLENGE_URL);
    element.setAttribute('name', 'captchaKey');
    // Loaded once the visitor starts on the form, so it may solve while they fill it in.
    element.setAttribute('auto', 'onload');
    if (container.classList.contains(COMPACT_CLASS)) {
      // Compact under 320 px (spec 001 §9): the widget drops its logo and footer line.
      element.setAttribute('configuration', JSON.stringify({ hideLogo: true, hideFooter: true }));
    }
    element.addEventListener('statechange', onState);
    container.append(element);
    widget = element;
  };

  return {
    load() {
      if (requested) return;
      requested = true;
      loadWidget().then(mount, (error: unknown) => {
        requested = false;
        console.error('Unable to load module', 'altcha', error);
      });
    },
    solution: () => proof,
    reset() {
      proof = '';
      widget?.reset?.();
      // Solving again starts at once: proof of work needs no visitor action, only a moment.
      widget?.verify?.().catch(() => {});
    },
    destroy() {
      stopObserving();
      widget?.removeEventListener('statechange', onState);
    },
  };
}
