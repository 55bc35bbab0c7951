import type { Behaviour } from '../../runtime/behaviours';

// Spec 000 §9 and §8, as ACTIVATION_KEY_CODES and runtimeMessages.donationWithoutButton of the domain
// have them (donation-block.test.tsx holds them equal): written out here so this chunk shares no
// module with the boot code, whose budget counts every chunk it shares.
export const DONATION_KEY_CODES = { enter: 13, space: 32 } as const;
export const NO_BUTTON_MESSAGE = 'Careful, there was no button found inside this node!';

const ACTIVATING_KEYS = new Set(['Enter', ' ', 'Spacebar']);
const ACTIVATING_CODES = new Set<number>([DONATION_KEY_CODES.enter, DONATION_KEY_CODES.space]);

/** Enter (13) or Space (32), by key or by the older keyCode (spec 000 §9). */
const activates = (event: KeyboardEvent) =>
  ACTIVATING_KEYS.has(event.key) || ACTIVATING_CODES.has(event.keyCode);

/**
 * Donation block (type 52) in the browser. Its button activates on click, Enter and Space (spec
 * 000 §9), whatever element the theme made of it; a block without a button logs the spec's message
 * and does nothing else (spec 000 §8). One amount is chosen at a time: typing an amount of one's own
 * clears the suggested one, choosing a suggested amount clears what was typed.
 */
const donationBehaviour: Behaviour = (element) => {
  const button = element.querySelector<HTMLElement>('button, [role="button"], .block-donation__button');
  if (!button) {
    console.warn(NO_BUTTON_MESSAGE);
    return undefined;
  }
  const form = element.querySelector('form');
  const custom = element.querySelector<HTMLInputElement>('[data-donation-custom]');
  const radios = [...element.querySelectorAll<HTMLInputElement>('input[type="radio"][name="amount"]')];

  const activate = () => {
    if (form) form.requestSubmit(button instanceof HTMLButtonElement ? button : undefined);
    else button.click();
  };
  const onKey = (event: KeyboardEvent) => {
    if (!activates(event) || event.defaultPrevented) return;
    event.preventDefault();
    activate();
  };
  const onTyped = () => {
    if (custom?.value.trim()) for (const radio of radios) radio.checked = false;
  };
  const onChosen = () => {
    if (custom) custom.value = '';
  };
  button.addEventListener('keydown', onKey);
  custom?.addEventListener('input', onTyped);
  for (const radio of radios) radio.addEventListener('change', onChosen);
  return () => {
    button.removeEventListener('keydown', onKey);
    custom?.removeEventListener('input', onTyped);
    for (const radio of radios) radio.removeEventListener('change', onChosen);
  };
};

export default donationBehaviour;
