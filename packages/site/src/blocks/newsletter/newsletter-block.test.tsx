import { formBlockMessages, NEWSLETTER_EMAIL_FIELD_ID } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { FORM_ID, PAGE, renderBlock } from '../form/form.test-support';
import { blockRegistry } from '../registry';
import { newsletterBlockText } from './newsletter-block';

const newsletterSettings = (overrides: Record<string, unknown> = {}) => ({
  formId: FORM_ID,
  title: 'Stay in touch',
  description: 'One letter a month.',
  placeholder: 'you@example.com',
  buttonText: 'Subscribe',
  successMessage: 'Check your inbox to confirm.',
  captcha: false,
  ...overrides,
});

const renderNewsletter = (
  settings: unknown = newsletterSettings(),
  state?: Parameters<typeof renderBlock>[2],
) => renderBlock(51, settings, state);

describe('newsletter block markup', () => {
  it('renders one labelled address field and its button, posting without JavaScript', () => {
    const { document } = renderNewsletter();
    const root = document.body.firstElementChild;
    expect(root?.getAttribute('data-block-type')).toBe('51');
    expect(root?.getAttribute('data-behaviour')).toBe('newsletter');
    const form = document.querySelector('form');
    expect(form?.getAttribute('action')).toBe('/api/form/submit');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.querySelector<HTMLInputElement>('input[name="formId"]')?.value).toBe(FORM_ID);
    expect(form?.querySelector<HTMLInputElement>('input[name="pagePath"]')?.value).toBe(PAGE.pagePath);
    const email = form?.querySelector(`input[name="field-${NEWSLETTER_EMAIL_FIELD_ID}"]`);
    expect(email?.getAttribute('type')).toBe('email');
    expect(email?.hasAttribute('required')).toBe(true);
    expect(email?.getAttribute('placeholder')).toBe('you@example.com');
    expect(document.querySelector(`label[for="${email?.getAttribute('id')}"]`)?.textContent).toBe(
      formBlockMessages.newsletterEmailLabel,
    );
    expect(form?.querySelector('button[type="submit"]')?.textContent).toBe('Subscribe');
    expect(document.querySelector('h2')?.textContent).toBe('Stay in touch');
    expect(document.body.textContent).toContain('One letter a month.');
    expect(document.querySelector('template')?.innerHTML).toContain('Check your inbox to confirm.');
    expect(form?.querySelector('.form-block__captcha')).toBeNull();
    expect(
      renderNewsletter(newsletterSettings({ captcha: true })).document.querySelector('.form-block__captcha'),
    ).not.toBeNull();
  });

  it('falls back to our own words for an empty button and success message', () => {
    const { document } = renderNewsletter(newsletterSettings({ buttonText: ' ', successMessage: '' }));
    expect(document.querySelector('button')?.textContent).toBe(formBlockMessages.newsletterSubmit);
    expect(document.querySelector('template')?.innerHTML).toContain(formBlockMessages.thankYou);
  });

  it('renders nothing without a usable form id', () => {
    expect(renderNewsletter(newsletterSettings({ formId: 12 })).html).toBe('');
  });

  it('shows the address error after a script-free POST, without the problem messages', () => {
    const state = {
      formId: FORM_ID,
      status: 'failed' as const,
      values: { email: 'nope' },
      errors: { email: 'Email is not valid.' },
    };
    const { document } = renderNewsletter(newsletterSettings(), state);
    expect(document.querySelector<HTMLInputElement>('input[type="email"]')?.value).toBe('nope');
    expect(document.querySelector('.form-field__error')?.textContent).toBe('Email is not valid.');
    expect(document.querySelector('input[type="email"]')?.getAttribute('aria-invalid')).toBe('true');
    expect([...document.querySelectorAll('.form-block__problem')].map((p) => p.textContent)).toEqual([
      '',
      '',
    ]);
  });

  it('shows only the success message once subscribed', () => {
    const state = { formId: FORM_ID, status: 'succeeded' as const, values: {}, errors: {} };
    const { document } = renderNewsletter(newsletterSettings(), state);
    expect(document.querySelector('form')).toBeNull();
    expect(document.querySelector('.form-block__success')?.textContent).toBe('Check your inbox to confirm.');
  });

  it('offers its title and description to site search', () => {
    expect(newsletterBlockText(newsletterSettings())).toBe('Stay in touch One letter a month.');
    expect(blockRegistry.get(51)?.text).toBe(newsletterBlockText);
  });
});
