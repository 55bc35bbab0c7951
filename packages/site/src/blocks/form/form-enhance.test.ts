// @vitest-environment happy-dom
import { enForm, formMessages, formValidationMessages } from '@atelier/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteContext } from '../../runtime/site-context.test-support';
import { FORM_ID, formSettings, PAGE, renderBlock } from './form.test-support';
import {
  type Answer,
  callsTo,
  fakeServer,
  fill,
  json,
  type Mounted,
  mountBlock,
  savedPayload,
  settle,
  submit,
} from './form-behaviour.test-support';
import { enhanceForm } from './form-enhance';

const FIELDS = [
  { id: 'name', type: 'name', title: 'Name', required: true },
  { id: 'email', type: 'email', title: 'Email', required: true },
  { id: 'note', type: 'textarea', title: 'Note', maxLength: 10 },
  { id: 'source', type: 'hidden', title: '', key: 'ref', value: 'site' },
];

const settings = (overrides: Record<string, unknown> = {}) => formSettings({ fields: FIELDS, ...overrides });

function mountValid(save?: Answer, overrides: Record<string, unknown> = {}): Mounted {
  const mounted = mountBlock({ settings: settings(overrides), save });
  fill(mounted.form, 'field-name', 'Ada', 'Lovelace');
  fill(mounted.form, 'field-email', 'ada@example.com');
  return mounted;
}

const fieldError = (form: HTMLFormElement, id: string) =>
  form.querySelector(`[data-field-id="${id}"] .form-field__error`)?.textContent;

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('form behaviour: a valid submission', () => {
  it('sends the full payload with a fresh key and shows only the post-submit message', async () => {
    const { root, form, fetcher } = mountValid();
    expect(submit(form).defaultPrevented).toBe(true);
    await settle();
    expect(callsTo(fetcher, '/api/form/FormSubmissionKey')).toHaveLength(1);
    const payload = savedPayload(fetcher);
    expect(payload).toMatchObject({
      key: 'key-1',
      formId: FORM_ID,
      collectionId: PAGE.pageId,
      objectName: 'form',
      isOverlayForm: false,
      submitButtonText: 'Send request',
      pageTitle: PAGE.pageTitle,
      pageId: PAGE.pageId,
      contentSource: 'c',
      pagePath: window.location.pathname,
    });
    expect(JSON.parse(payload.form)).toEqual({
      name: ['Ada', 'Lovelace'],
      email: 'ada@example.com',
      note: '',
      source: 'site',
    });
    expect(Object.hasOwn(payload, 'captchaKey')).toBe(false);

    const success = root.querySelector<HTMLElement>('.form-block__success')!;
    expect(success.hidden).toBe(false);
    expect(success.textContent).toBe('Thanks, we will be in touch.');
    expect(form.hidden).toBe(true);
    expect(root.querySelector<HTMLElement>('.form-block__title')?.hidden).toBe(true);
    expect(document.activeElement).toBe(success);
  });

  it('locks the form while submitting and ignores a second submit', async () => {
    let answer: (response: Response) => void = () => {};
    const { form, button, fetcher } = mountValid(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    submit(form);
    await settle();
    expect(button.textContent).toBe(formMessages.submitting);
    expect(button.disabled).toBe(true);
    expect(form.querySelector<HTMLInputElement>('[name="field-email"]')?.disabled).toBe(true);
    expect(form.getAttribute('aria-busy')).toBe('true');
    submit(form);
    await settle();
    expect(callsTo(fetcher, '/api/form/FormSubmissionKey')).toHaveLength(1);
    answer(json(500, {}));
    await settle();
    expect(button.textContent).toBe('Send request');
    expect(button.disabled).toBe(false);
    expect(form.querySelector<HTMLInputElement>('[name="field-email"]')?.disabled).toBe(false);
    expect(form.getAttribute('aria-busy')).toBe('false');
  });

  it('shows post-submit HTML in a frame sandboxed away from this origin, sized by its report', async () => {
    const html = '<p>Booked!</p><script>document.cookie = "atelier_session=TOSSED"</script>';
    const { root, form } = mountValid(undefined, { postSubmit: { kind: 'html', html } });
    submit(form);
    await settle();
    const frame = root.querySelector<HTMLIFrameElement>('.form-block__success iframe');
    expect(frame).not.toBeNull();
    const sandbox = frame!.getAttribute('sandbox')!.split(/\s+/);
    expect(sandbox).toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-same-origin');
    expect(frame!.getAttribute('src')).toMatch(/^\/api\/form\/post-submit\?formId=/);
    // The owner's markup never becomes part of this document.
    expect(root.querySelector('.form-block__success script')).toBeNull();
    expect(root.querySelector('.form-block__success')?.textContent).not.toContain('Booked!');
    // A height report from elsewhere is ignored.
    window.dispatchEvent(new MessageEvent('message', { data: { atelierPostSubmitHeight: 900 } }));
    expect(frame!.style.height).toBe('');
  });

  it('goes to the success URL when the owner set one', async () => {
    const assign = vi.fn();
    const win = { location: { assign, search: '', pathname: '/contact' } } as unknown as Window;
    const mounted = mountBlock({
      settings: settings({ postSubmit: { kind: 'redirect', url: '/thanks' } }),
      win,
    });
    fill(mounted.form, 'field-name', 'Ada', 'Lovelace');
    fill(mounted.form, 'field-email', 'ada@example.com');
    submit(mounted.form);
    await settle();
    expect(assign).toHaveBeenCalledWith('/thanks');
  });

  it('sends the URL query value a hidden field names', async () => {
    const win = {
      location: { assign: vi.fn(), search: '?ref=flyer', pathname: '/contact' },
    } as unknown as Window;
    const mounted = mountBlock({ settings: settings(), win });
    fill(mounted.form, 'field-name', 'Ada', 'Lovelace');
    fill(mounted.form, 'field-email', 'ada@example.com');
    submit(mounted.form);
    await settle();
    expect(JSON.parse(savedPayload(mounted.fetcher).form).source).toBe('flyer');
  });
});

describe('form behaviour: validation in the browser', () => {
  it('blocks the submission, shows each error above its title and focuses the first field', async () => {
    const { form, fetcher, message } = mountBlock({ settings: settings() });
    fill(form, 'field-email', 'not-an-address');
    submit(form);
    await settle();
    expect(callsTo(fetcher, '/api/form/FormSubmissionKey')).toHaveLength(0);
    expect(message()).toBe(formMessages.fieldsInvalid);
    expect(fieldError(form, 'name')).toBe(formValidationMessages.required);
    expect(fieldError(form, 'email')).toContain('Email is not valid.');
    const name = form.querySelector('[data-field-id="name"]')!;
    expect(name.classList.contains('form-field--error')).toBe(true);
    expect(name.querySelector('input')?.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name.querySelector('input'));
    expect(form.noValidate).toBe(true);

    fill(form, 'field-name', 'Ada', 'Lovelace');
    fill(form, 'field-email', 'ada@example.com');
    submit(form);
    await settle();
    expect(fieldError(form, 'name')).toBe('');
    expect(name.querySelector('input')?.hasAttribute('aria-invalid')).toBe(false);
    expect(callsTo(fetcher, '/api/form/SaveFormSubmission')).toHaveLength(1);
  });

  it('counts characters live and refuses a text over the limit', async () => {
    const { form, fetcher, message } = mountValid();
    const note = form.querySelector('textarea')!;
    const counter = form.querySelector('.form-field__counter')!;
    note.value = 'Hello';
    note.dispatchEvent(new Event('input', { bubbles: true }));
    expect(counter.textContent).toBe('5 / 10');
    expect(counter.classList.contains('form-field__counter--over')).toBe(false);
    note.value = 'Hello there, world';
    note.dispatchEvent(new Event('input', { bubbles: true }));
    expect(counter.textContent).toBe('18 / 10');
    expect(counter.classList.contains('form-field__counter--over')).toBe(true);
    submit(form);
    await settle();
    expect(fieldError(form, 'note')).toBe('You have exceeded the character limit.');
    expect(message()).toBe(formMessages.fieldsInvalid);
    expect(callsTo(fetcher, '/api/form/FormSubmissionKey')).toHaveLength(0);
  });
});

describe('form behaviour: a refused submission (spec 000 §8)', () => {
  it.each([
    [401, formMessages.status401],
    [404, formMessages.status404],
    [429, formMessages.status429],
    [500, formMessages.status500],
  ])('shows the message for status %i and unlocks the form', async (status, text) => {
    const { form, button, message } = mountValid(() => json(status, { error: 'server words' }));
    submit(form);
    await settle();
    expect(message()).toBe(text);
    expect(button.disabled).toBe(false);
    expect([...form.querySelectorAll('.form-block__problem')].map((p) => p.textContent)).toEqual(['', '']);
    expect(form.hidden).toBe(false);
  });

  it("shows the server's error text, else the unknown-error message", async () => {
    const first = mountValid(() => json(403, { error: 'Forms are closed today', code: 'closed' }));
    submit(first.form);
    await settle();
    expect(first.message()).toBe('Forms are closed today');
    const second = mountValid(() => new Response('<html>bad gateway</html>', { status: 503 }));
    submit(second.form);
    await settle();
    expect(second.message()).toBe(formMessages.unknownError);
  });

  it('puts 400 field errors on their fields with the problem messages above and below', async () => {
    const errors = { email: 'This address bounced.', ghost: 'A field the form does not show.' };
    const { form, message } = mountValid(() => json(400, { errors, code: 'invalid' }));
    submit(form);
    await settle();
    expect(fieldError(form, 'email')).toBe('This address bounced.');
    expect(document.activeElement).toBe(form.querySelector('[name="field-email"]'));
    expect([...form.querySelectorAll('.form-block__problem')].map((p) => p.textContent)).toEqual([
      formMessages.problemAbove,
      formMessages.problemBelow,
    ]);
    expect(message()).toBe('A field the form does not show.');
  });

  it('says so when no submission key can be had', async () => {
    const mounted = mountValid();
    mounted.fetcher.mockImplementation(async () => json(503, {}));
    submit(mounted.form);
    await settle();
    expect(mounted.message()).toBe(formMessages.submissionKeyFailed);
    expect(callsTo(mounted.fetcher, '/api/form/SaveFormSubmission')).toHaveLength(0);
  });
});

describe('form behaviour: a form it cannot read', () => {
  it('says so instead of failing silently, and stays usable', async () => {
    const { form, button, fetcher, message } = mountValid();
    form
      .querySelector('[data-field-id="email"]')
      ?.setAttribute('data-field', '{"id":"email","type":"likert","options":5}');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    submit(form);
    await settle();
    expect(message()).toBe(formMessages.processingError);
    expect(button.disabled).toBe(false);
    expect(callsTo(fetcher, '/api/form/FormSubmissionKey')).toHaveLength(0);
  });
});

describe('form behaviour: lifecycle', () => {
  it('stops handling submits once undone', () => {
    const { form, undo } = mountValid();
    undo?.();
    expect(submit(form).defaultPrevented).toBe(false);
  });

  it('leaves a block without its form alone, logging that it could not render it (spec 000 §8)', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<div data-block-type="9"><p>Broken</p></div>';
    const root = document.body.firstElementChild as HTMLElement;
    expect(enhanceForm(root, siteContext(), { objectName: 'form', fetch: fakeServer() })).toBeUndefined();
    expect(logged).toHaveBeenCalledWith('Could not render form');
    logged.mockRestore();
  });

  it('leaves a form it cannot read to post without script, instead of failing on submit', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = renderBlock(9, formSettings()).html;
    document.querySelector<HTMLElement>('[data-field]')!.dataset.field = 'null';
    const root = document.querySelector<HTMLElement>('[data-block-type]')!;
    const fetcher = fakeServer();
    expect(enhanceForm(root, siteContext(), { objectName: 'form', fetch: fetcher })).toBeUndefined();
    expect(logged).toHaveBeenCalledWith('Could not render form');
    const form = root.querySelector('form')!;
    // No script took the submit: the browser posts the form and the server answers it.
    expect(submit(form).defaultPrevented).toBe(false);
    expect(form.textContent).not.toContain('Error processing form submission');
    expect(fetcher).not.toHaveBeenCalled();
    logged.mockRestore();
  });
});

/** A window framed by the editor: sandboxed, so reading its parent's location throws. */
function previewWindow(): Window {
  const editor = {
    get location(): Location {
      throw new DOMException('Blocked a frame with origin "null"', 'SecurityError');
    },
  };
  return new Proxy(window, {
    get: (target, key) => (key === 'parent' ? editor : Reflect.get(target, key, target)),
  });
}

const sends = (fetcher: Mounted['fetcher']) =>
  callsTo(fetcher, '/api/form/FormSubmissionKey').length +
  callsTo(fetcher, '/api/form/SaveFormSubmission').length;

describe('form behaviour: inside the editor’s preview', () => {
  it('tells the owner forms are not sent from the preview, and sends nothing', async () => {
    const mounted = mountBlock({ settings: settings(), win: previewWindow() });
    fill(mounted.form, 'field-name', 'Ada', 'Lovelace');
    fill(mounted.form, 'field-email', 'ada@example.com');
    submit(mounted.form);
    await settle();
    expect(mounted.message()).toBe(enForm.previewNotSent);
    expect(sends(mounted.fetcher)).toBe(0);
    expect(mounted.form.hidden).toBe(false);
  });

  it('still checks the fields there, so the owner can try the validation', async () => {
    const mounted = mountBlock({ settings: settings(), win: previewWindow() });
    submit(mounted.form);
    await settle();
    expect(fieldError(mounted.form, 'name')).toBeTruthy();
    expect(sends(mounted.fetcher)).toBe(0);
  });
});
