// @vitest-environment happy-dom
import { POPUP, RELATIVE_TIME } from '@atelier/domain';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleContext, pageLocale } from '../../i18n/locale-context';
import { dialogs } from '../../runtime/dialogs';
import { AccountScreen, type AccountScreenProps } from './account-screen';
import accountWidgets from './account-widgets';

const SINCE = '2026-05-04T10:00:00.000Z';
const view = (): AccountScreenProps => ({
  member: { email: 'ada@example.com', displayName: 'Ada', since: SINCE },
  next: '/account',
  notice: null,
  alert: null,
  values: { email: '', displayName: '' },
  resetToken: null,
  areas: [],
  orders: [],
  denied: null,
  addresses: [
    {
      id: 'a'.repeat(24),
      summary: 'Ada Lovelace, 1 Main St, Springfield IL 62701, United States',
      isDefault: true,
      values: {
        name: 'Ada Lovelace',
        line1: '1 Main St',
        line2: '',
        city: 'Springfield',
        region: 'IL',
        postalCode: '62701',
        country: 'US',
      },
    },
  ],
});

function mount(tag = 'en') {
  document.documentElement.lang = tag;
  document.body.innerHTML = renderToString(
    <LocaleContext.Provider value={pageLocale(tag, '/')}>
      <AccountScreen {...view()} />
    </LocaleContext.Provider>,
  );
  const root = document.querySelector<HTMLElement>('[data-behaviour="account-widgets"]')!;
  return { root, undo: accountWidgets(root) };
}

describe('the account page’s widgets', () => {
  let submit: ReturnType<typeof vi.spyOn>;
  let undo: () => void = () => {};
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(Date.parse(SINCE) + 2_000);
    submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
  });
  afterEach(() => {
    undo();
    while (dialogs.closeTop());
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
    submit.mockRestore();
    document.body.innerHTML = '';
    document.documentElement.lang = '';
  });

  const removeButton = () =>
    document.querySelector<HTMLButtonElement>('form[action="/account/addresses/remove"] button')!;
  const popup = () => document.querySelector<HTMLElement>('.atelier-popup');
  const pressRemove = () => {
    const button = removeButton();
    button.focus();
    button.form!.dispatchEvent(
      new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button }),
    );
  };

  it('asks before an address is removed; Escape cancels and gives focus back to Remove', async () => {
    ({ undo } = mount());
    pressRemove();
    expect(popup()?.getAttribute('role')).toBe('alertdialog');
    expect(popup()?.textContent).toContain('Remove this address?');
    expect([...popup()!.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Cancel', 'Remove']);
    // The safe answer has the focus.
    expect(document.activeElement?.textContent).toBe('Cancel');
    dialogs.closeTop();
    await vi.advanceTimersByTimeAsync(POPUP.hideFallbackMs);
    expect(popup()).toBeNull();
    expect(submit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(removeButton());
  });

  it('removes it once confirmed', async () => {
    ({ undo } = mount());
    pressRemove();
    popup()!.querySelector<HTMLButtonElement>('.atelier-popup__confirm')!.click();
    await vi.advanceTimersByTimeAsync(0);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('says how long ago the account was made, refreshed every 5 s', () => {
    ({ undo } = mount());
    const time = document.querySelector('time[data-relative-time]')!;
    expect(time.getAttribute('datetime')).toBe(SINCE);
    expect(time.parentElement!.textContent).toBe('Account created just now');
    vi.advanceTimersByTime(2 * RELATIVE_TIME.refreshMs);
    expect(time.textContent).toBe('about 12 seconds ago');
  });

  it('speaks the page’s language', () => {
    ({ undo } = mount('fr'));
    pressRemove();
    expect(popup()?.textContent).toContain('Supprimer cette adresse ?');
    expect([...popup()!.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'Annuler',
      'Supprimer',
    ]);
    const time = document.querySelector('time[data-relative-time]')!;
    expect(time.parentElement!.textContent).toBe('Compte créé à l’instant');
    vi.advanceTimersByTime(6 * RELATIVE_TIME.refreshMs);
    expect(time.textContent).toBe('il y a environ 32 secondes');
    vi.advanceTimersByTime(12 * RELATIVE_TIME.refreshMs);
    expect(time.textContent).toBe('il y a 1 minute');
  });

  it('fits the signed-in line to its box', () => {
    ({ undo } = mount());
    const line = document.querySelector<HTMLElement>('.account-screen__signed-in')!;
    expect(line.dataset.textShrink).toBe('fit');
    undo();
    undo = () => {};
    expect(line.dataset.textShrink).toBe('');
  });
});
