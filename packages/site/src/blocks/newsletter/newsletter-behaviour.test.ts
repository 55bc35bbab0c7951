// @vitest-environment happy-dom
import { formMessages, NEWSLETTER_EMAIL_FIELD_ID } from '@atelier/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteContext } from '../../runtime/site-context.test-support';
import { FORM_ID, renderBlock } from '../form/form.test-support';
import { fill, json, mountBlock, savedPayload, settle, submit } from '../form/form-behaviour.test-support';
import newsletterBehaviour from './newsletter.behaviour';

const SETTINGS = {
  formId: FORM_ID,
  title: 'Stay in touch',
  placeholder: 'you@example.com',
  buttonText: 'Subscribe',
  successMessage: 'Check your inbox to confirm.',
  captcha: false,
};

const EMAIL = `field-${NEWSLETTER_EMAIL_FIELD_ID}`;

afterEach(() => {
  document.body.innerHTML = '';
  delete window.Atelier;
  vi.restoreAllMocks();
});

describe('newsletter behaviour', () => {
  it("subscribes with objectName 'newsletter' and shows the success message", async () => {
    const { root, form, fetcher } = mountBlock({ type: 51, settings: SETTINGS });
    fill(form, EMAIL, 'ada@example.com');
    submit(form);
    await settle();
    const payload = savedPayload(fetcher);
    expect(payload.objectName).toBe('newsletter');
    expect(payload.submitButtonText).toBe('Subscribe');
    expect(JSON.parse(payload.form)).toEqual({ [NEWSLETTER_EMAIL_FIELD_ID]: 'ada@example.com' });
    expect(root.querySelector('.form-block__success')?.textContent).toBe('Check your inbox to confirm.');
  });

  it('puts a 400 error on the address without the problem messages', async () => {
    const save = () =>
      json(400, { errors: { [NEWSLETTER_EMAIL_FIELD_ID]: 'That address cannot receive mail.' } });
    const { form } = mountBlock({ type: 51, settings: SETTINGS, save });
    fill(form, EMAIL, 'ada@example.com');
    submit(form);
    await settle();
    expect(form.querySelector('.form-field__error')?.textContent).toBe('That address cannot receive mail.');
    expect([...form.querySelectorAll('.form-block__problem')].map((p) => p.textContent)).toEqual(['', '']);
  });

  it('refuses an address that is not one before asking the server', async () => {
    const { form, fetcher, message } = mountBlock({ type: 51, settings: SETTINGS });
    fill(form, EMAIL, 'ada@');
    submit(form);
    await settle();
    expect(fetcher).not.toHaveBeenCalledWith('/api/form/FormSubmissionKey', expect.anything());
    expect(message()).toBe(formMessages.fieldsInvalid);
    expect(form.querySelector('.form-field__error')?.textContent).toContain('Email is not valid.');
  });

  it('is the default export the page loads: tracks on window.Atelier and goes narrow under 320 px', async () => {
    const track = vi.fn();
    window.Atelier = { track } as unknown as typeof window.Atelier;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 300 } as DOMRect);
    vi.spyOn(window, 'fetch').mockImplementation(async (url) =>
      String(url).endsWith('FormSubmissionKey') ? json(200, { key: 'k' }) : json(200, { success: true }),
    );
    document.body.innerHTML = renderBlock(51, SETTINGS).html;
    const root = document.querySelector<HTMLElement>('[data-block-type]')!;
    const undo = newsletterBehaviour(root, siteContext());
    expect(root.classList.contains('block-newsletter--narrow')).toBe(true);
    fill(root.querySelector('form')!, EMAIL, 'ada@example.com');
    submit(root.querySelector('form')!);
    await settle();
    expect(track).toHaveBeenCalledWith('newsletter-subscribe', { formId: FORM_ID });
    if (typeof undo === 'function') undo();
  });

  it('keeps the one-line layout in a wide container', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 600 } as DOMRect);
    vi.spyOn(window, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    document.body.innerHTML = renderBlock(51, SETTINGS).html;
    const root = document.querySelector<HTMLElement>('[data-block-type]')!;
    newsletterBehaviour(root, siteContext());
    expect(root.classList.contains('block-newsletter--narrow')).toBe(false);
  });
});
