// @vitest-environment happy-dom
import { ACTIVATION_KEY_CODES, runtimeMessages } from '@atelier/domain';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteContext } from '../../runtime/site-context.test-support';
import { BlockView } from '../block-view';
import { renderMarkup } from '../markup.test-support';
import donationBehaviour, { DONATION_KEY_CODES, NO_BUTTON_MESSAGE } from './donation.behaviour';
import { donationBlockText, readDonationSettings } from './donation-settings-read';

const BLOCK_ID = 'd0d0d0d0d0d0d0d0d0d0d0d0';
const SETTINGS = {
  cause: 'Community kiln fund',
  fund: 'Kiln repairs',
  description: 'Help us fire for everyone.',
  suggestedAmounts: [1000, 2500, 5000],
  allowCustomAmount: true,
  minAmount: 500,
  maxAmount: 100_000,
  currency: 'USD',
  frequency: 'one-time',
  allowMessage: true,
};

const block = (settings: Record<string, unknown>) => (
  <BlockView block={{ id: BLOCK_ID, type: 52, settings }} />
);

function mount(settings: Record<string, unknown> = SETTINGS) {
  document.body.innerHTML = renderToString(block(settings));
  const root = document.querySelector<HTMLElement>('[data-block-type="52"]')!;
  return root;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('Donation block markup', () => {
  it('is a form to the donation checkout named by the block id, with the amounts in the currency', () => {
    const { document: doc } = renderMarkup(block(SETTINGS));
    const form = doc.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(`/checkout/donate?donatePageId=${BLOCK_ID}`);
    expect(doc.querySelector('[data-behaviour="donation"]')).not.toBeNull();
    expect(doc.querySelector('h2')?.textContent).toBe('Community kiln fund');
    const radios = [...doc.querySelectorAll('input[name="amount"]')];
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['1000', '2500', '5000']);
    expect(doc.querySelector('.block-donation__amounts')?.textContent).toContain('$25.00');
    expect(doc.querySelector('input[name="frequency"]')?.getAttribute('value')).toBe('one-time');
    expect(doc.querySelector('input[name="customAmount"]')).not.toBeNull();
    expect(doc.body.textContent).toContain('From $5.00 to $1,000.00');
    expect(doc.querySelector('textarea[name="message"]')).not.toBeNull();
    expect(doc.querySelector('button[type="submit"]')?.textContent).toBe('Donate');
  });

  it('leaves out the custom amount and the message when the owner does, and amounts out of bounds', () => {
    const { document: doc } = renderMarkup(
      block({ ...SETTINGS, allowCustomAmount: false, allowMessage: false, suggestedAmounts: [100, 2500] }),
    );
    expect(doc.querySelector('input[name="customAmount"]')).toBeNull();
    expect(doc.querySelector('textarea')).toBeNull();
    expect([...doc.querySelectorAll('input[name="amount"]')].map((r) => r.getAttribute('value'))).toEqual([
      '2500',
    ]);
  });

  it('renders nothing without a cause, a currency or any amount to give', () => {
    expect(readDonationSettings({ ...SETTINGS, cause: ' ' })).toBeNull();
    expect(readDonationSettings({ ...SETTINGS, currency: 'XXX' })).toBeNull();
    expect(readDonationSettings({ ...SETTINGS, suggestedAmounts: [], allowCustomAmount: false })).toBeNull();
    expect(renderMarkup(block({ cause: 'x' })).html).toBe('');
  });

  it('gives site search the owner’s words', () => {
    expect(donationBlockText(SETTINGS)).toBe('Community kiln fund Kiln repairs Help us fire for everyone.');
  });
});

describe('Donation behaviour', () => {
  it('submits the form on Enter and on Space pressed on its button (spec 000 §9)', () => {
    const root = mount();
    const form = root.querySelector('form')!;
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    donationBehaviour(root, siteContext());
    const button = root.querySelector('button')!;
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', keyCode: 13, bubbles: true }));
    button.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', keyCode: 32, bubbles: true }));
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', keyCode: 65, bubbles: true }));
    expect(submitted).toHaveBeenCalledTimes(2);
  });

  it('keeps one amount: typing clears the suggested one, choosing one clears what was typed', () => {
    const root = mount();
    donationBehaviour(root, siteContext());
    const custom = root.querySelector<HTMLInputElement>('[data-donation-custom]')!;
    const radios = [...root.querySelectorAll<HTMLInputElement>('input[name="amount"]')];
    expect(radios[0]!.checked).toBe(true);
    custom.value = '42';
    custom.dispatchEvent(new Event('input'));
    expect(radios.some((r) => r.checked)).toBe(false);
    radios[1]!.checked = true;
    radios[1]!.dispatchEvent(new Event('change'));
    expect(custom.value).toBe('');
  });

  it('logs the spec’s message for a block without a button (spec 000 §8)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const root = mount();
    root.querySelector('button')!.remove();
    expect(donationBehaviour(root, siteContext())).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(runtimeMessages.donationWithoutButton);
    // The behaviour writes the spec's words and key codes out (its chunk shares nothing with the boot code).
    expect(NO_BUTTON_MESSAGE).toBe(runtimeMessages.donationWithoutButton);
    expect(DONATION_KEY_CODES).toEqual(ACTIVATION_KEY_CODES);
    expect(runtimeMessages.donationWithoutButton).toBe(
      'Careful, there was no button found inside this node!',
    );
  });

  it('undoes its listeners', () => {
    const root = mount();
    const form = root.querySelector('form')!;
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    const undo = donationBehaviour(root, siteContext());
    undo?.();
    root
      .querySelector('button')!
      .dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(submitted).not.toHaveBeenCalled();
  });
});
