import { describe, expect, it } from 'vitest';
import { renderMarkup } from '../../blocks/markup.test-support';
import { LocaleContext, pageLocale } from '../../i18n/locale-context';
import { type AccountAddress, AccountScreen, type AccountScreenProps } from './account-screen';

const address = (id: string, isDefault: boolean, city: string): AccountAddress => ({
  id,
  summary: `Ada Lovelace, 1 Main St, ${city} IL 62701, United States`,
  isDefault,
  values: {
    name: 'Ada Lovelace',
    line1: '1 Main St',
    line2: '',
    city,
    region: 'IL',
    postalCode: '62701',
    country: 'US',
  },
});

const props = (extra: Partial<AccountScreenProps> = {}): AccountScreenProps => ({
  member: { email: 'ada@example.com', displayName: 'Ada' },
  next: '/account',
  notice: null,
  alert: null,
  values: { email: '', displayName: '' },
  resetToken: null,
  areas: [{ name: 'Studio' }],
  orders: [],
  denied: null,
  addresses: [address('a'.repeat(24), true, 'Springfield'), address('b'.repeat(24), false, 'Peoria')],
  addressForm: null,
  addressLimit: 10,
  countries: [
    { code: 'FR', name: 'France' },
    { code: 'US', name: 'United States' },
  ],
  downloads: [
    {
      fileName: 'Glaze Book.pdf',
      href: '/commerce/downloads/abc?token=t',
      state: { kind: 'open', left: 4, limit: 5, expiresAt: '2030-05-04T15:00:00.000Z' },
      orderNumber: 1001,
    },
  ],
  newsletter: { subscribed: false },
  ...extra,
});

const render = (view: AccountScreenProps, tag = 'en', home = '/') =>
  renderMarkup(
    <LocaleContext.Provider value={pageLocale(tag, home)}>
      <AccountScreen {...view} />
    </LocaleContext.Provider>,
  );

const actions = (document: ReturnType<typeof render>['document']) =>
  [...document.querySelectorAll('form')].map((form) => form.getAttribute('action'));

describe('the account screen, signed in', () => {
  it('changes the name, the email address (after the password) and the password with plain forms', () => {
    const { document } = render(props());
    expect(document.querySelector('#profile-name')?.getAttribute('value')).toBe('Ada');
    const email = document.querySelector('form[action="/account/email"]')!;
    expect(email.getAttribute('method')).toBe('post');
    expect(email.querySelector('input[name="email"]')?.getAttribute('type')).toBe('email');
    expect(email.querySelector('input[name="password"]')?.hasAttribute('required')).toBe(true);
    const password = document.querySelector('form[action="/account/password"]')!;
    expect(password.querySelector('input[name="newPassword"]')?.getAttribute('minlength')).toBe('10');
    expect(password.querySelector('input[name="currentPassword"]')?.getAttribute('autocomplete')).toBe(
      'current-password',
    );
    // What a member comes for first (signing out, orders, areas, downloads, the newsletter), then
    // their details, and deleting the account last.
    expect(actions(document)).toEqual([
      '/account/sign-out',
      '/account/newsletter',
      '/account/name',
      '/account/email',
      '/account/password',
      '/account/addresses/remove',
      '/account/addresses/default',
      '/account/addresses/remove',
      '/account/addresses',
      '/account/delete',
    ]);
  });

  it('lists the addresses, the default marked, each to edit, make default or remove; a new one below', () => {
    const { document } = render(props());
    const items = [...document.querySelectorAll('[data-address]')];
    expect(items.map((item) => item.querySelector('.badge')?.textContent ?? null)).toEqual([
      'Default address',
      null,
    ]);
    expect(items[0]!.querySelector('a')?.getAttribute('href')).toBe(
      `/account?address=${'a'.repeat(24)}#address-form`,
    );
    // The default one cannot be made the default again.
    expect(items[0]!.querySelector('form[action="/account/addresses/default"]')).toBeNull();
    expect(items[1]!.querySelector('input[name="id"]')?.getAttribute('value')).toBe('b'.repeat(24));
    const add = document.querySelector('#address-form')!;
    expect(add.querySelector('h3')?.textContent).toBe('Add an address');
    expect(add.querySelector('input[name="id"]')).toBeNull();
    expect(add.querySelector('input[name="name"]')?.getAttribute('maxlength')).toBe('200');
    expect(add.querySelector('input[name="postalCode"]')?.getAttribute('maxlength')).toBe('20');
    expect(
      [...add.querySelectorAll('select[name="country"] option')].map((o) => o.getAttribute('value')),
    ).toEqual(['FR', 'US']);
  });

  it('opens an address in the form to edit it, and keeps what was typed beside the server’s message', () => {
    const sent = { ...address('b'.repeat(24), false, 'Peoria').values, postalCode: '123' };
    const { document } = render(
      props({
        addressForm: { id: 'b'.repeat(24), values: sent },
        alert: { form: 'address', message: 'Enter a 5-digit ZIP code.' },
      }),
    );
    const form = document.querySelector('#address-form')!;
    expect(form.querySelector('h3')?.textContent).toBe('Edit the address');
    expect(form.querySelector('input[name="id"]')?.getAttribute('value')).toBe('b'.repeat(24));
    expect(form.querySelector('input[name="postalCode"]')?.getAttribute('value')).toBe('123');
    expect(form.previousElementSibling?.textContent).toBe('Enter a 5-digit ZIP code.');
    expect(form.previousElementSibling?.getAttribute('role')).toBe('alert');
  });

  it('offers no new address past the limit, and says why', () => {
    const many = Array.from({ length: 10 }, (_, i) => address(String(i).padStart(24, '0'), i === 0, `C${i}`));
    const { document } = render(props({ addresses: many }));
    expect(document.querySelector('#address-form')).toBeNull();
    expect(document.querySelector('.account-screen__addresses')?.textContent).toContain(
      'You keep 10 addresses, the most there can be.',
    );
  });

  it('lists the digital files of paid orders with their download links', () => {
    const { document } = render(props());
    const item = document.querySelector('.account-screen__downloads li')!;
    expect(item.textContent).toContain('Glaze Book.pdf · Order #1001');
    expect(item.querySelector('a[data-download-link]')?.getAttribute('href')).toBe(
      '/commerce/downloads/abc?token=t',
    );
    expect(render(props({ downloads: [] })).document.querySelector('.account-screen__downloads')).toBeNull();
  });

  it('switches the newsletter on or off, and shows no newsletter on a site without one', () => {
    const off = render(props()).document.querySelector('form[action="/account/newsletter"]')!;
    expect(off.querySelector('input[name="subscribed"]')?.getAttribute('value')).toBe('true');
    expect(off.querySelector('button')?.textContent).toBe('Subscribe');
    const on = render(props({ newsletter: { subscribed: true } })).document;
    expect(on.querySelector('[data-newsletter]')?.textContent).toBe(
      'You get the newsletter at ada@example.com.',
    );
    expect(
      on.querySelector('form[action="/account/newsletter"] input[name="subscribed"]')?.getAttribute('value'),
    ).toBe('false');
    expect(
      render(props({ newsletter: null })).document.querySelector('.account-screen__newsletter'),
    ).toBeNull();
  });

  it('speaks the page’s language, each form carrying it and its links under the prefix', () => {
    const { document } = render(
      props({ alert: { form: 'password', message: 'The current password is not correct.' } }),
      'fr',
      '/fr',
    );
    expect(document.querySelector('#account-profile')?.textContent).toBe('Vos informations');
    expect(
      document.querySelector('form[action="/account/password"]')?.previousElementSibling?.textContent,
    ).toBe('Le mot de passe actuel n’est pas correct.');
    for (const form of document.querySelectorAll('form'))
      expect(
        form.querySelector('input[name="language"]')?.getAttribute('value'),
        form.getAttribute('action')!,
      ).toBe('fr');
    expect(document.querySelector('[data-address] a')?.getAttribute('href')).toMatch(
      /^\/fr\/account\?address=/,
    );
    // The primary language's forms need no language.
    expect(render(props()).document.querySelector('input[name="language"]')).toBeNull();
  });
});

describe('the account screen, signed out', () => {
  it('carries the page’s language in each of its forms', () => {
    const { document } = render(props({ member: null }), 'de', '/de');
    expect(actions(document)).toEqual(['/account/sign-in', '/account/sign-up', '/account/password-reset']);
    expect(
      [...document.querySelectorAll('input[name="language"]')].map((i) => i.getAttribute('value')),
    ).toEqual(['de', 'de', 'de']);
    expect(document.querySelector('#account-profile')).toBeNull();
  });
});
