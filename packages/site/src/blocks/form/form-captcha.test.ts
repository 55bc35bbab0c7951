// @vitest-environment happy-dom
import { COOKIE_CHOICE, COOKIE_NAME, formMessages } from '@atelier/domain';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { writeCookie } from '../../runtime/cookie-write';
import { deleteCookie } from '../../runtime/cookies';
import { OWNER, SITE_ID } from '../../runtime/site-context.test-support';
import { FORM_ID, formSettings } from './form.test-support';
import { callsTo, fill, json, mountBlock, savedPayload, settle, submit } from './form-behaviour.test-support';
import { CAPTCHA_CHALLENGE_URL } from './form-captcha';

const resets = vi.fn();
const verifies = vi.fn(async () => null);

/** Stands in for the altcha widget: the same element name, events and reset(). */
class FakeWidget extends HTMLElement {
  reset() {
    resets();
  }
  verify() {
    return verifies();
  }
}

beforeAll(() => {
  customElements.define('altcha-widget', FakeWidget);
});

const FIELDS = [{ id: 'email', type: 'email', title: 'Email', required: true }];

function mountWithCaptcha(save?: () => Response) {
  const loadCaptcha = vi.fn(async () => undefined);
  const mounted = mountBlock({
    settings: formSettings({ fields: FIELDS, captcha: true }),
    save,
    loadCaptcha,
  });
  fill(mounted.form, 'field-email', 'ada@example.com');
  const box = mounted.form.querySelector<HTMLElement>('.form-block__captcha')!;
  const widget = () => box.querySelector('altcha-widget');
  const solve = (payload: string) =>
    widget()?.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
  return { ...mounted, loadCaptcha, box, widget, solve };
}

const touch = (form: HTMLFormElement) =>
  form
    .querySelector('input:not([type="hidden"])')
    ?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));

afterEach(() => {
  document.body.innerHTML = '';
  resets.mockClear();
  verifies.mockClear();
  vi.restoreAllMocks();
  deleteCookie(COOKIE_NAME.visitorRecord);
  deleteCookie(COOKIE_NAME.cookieAllowed);
});

describe('form captcha', () => {
  it('loads the widget only when the visitor first turns to the form', async () => {
    const { form, loadCaptcha, widget } = mountWithCaptcha();
    await settle();
    expect(loadCaptcha).not.toHaveBeenCalled();
    expect(widget()).toBeNull();
    touch(form);
    touch(form);
    await settle();
    expect(loadCaptcha).toHaveBeenCalledTimes(1);
    expect(widget()?.getAttribute('challenge')).toBe(CAPTCHA_CHALLENGE_URL);
    expect(widget()?.getAttribute('name')).toBe('captchaKey');
    expect(widget()?.getAttribute('auto')).toBe('onload');
  });

  it('asks for the captcha before submitting, then sends its proof as captchaKey', async () => {
    const { form, fetcher, message, solve } = mountWithCaptcha();
    touch(form);
    await settle();
    submit(form);
    await settle();
    expect(message()).toBe(formMessages.captchaRequired);
    expect(callsTo(fetcher, '/api/form/FormSubmissionKey')).toHaveLength(0);
    solve('proof-1');
    submit(form);
    await settle();
    expect(savedPayload(fetcher).captchaKey).toBe('proof-1');
  });

  it('resets and solves again after a failure, with submit disabled until it is solved', async () => {
    const { form, button, message, solve } = mountWithCaptcha(() => json(500, {}));
    touch(form);
    await settle();
    solve('proof-1');
    submit(form);
    await settle();
    expect(message()).toBe(formMessages.status500);
    expect(resets).toHaveBeenCalledTimes(1);
    expect(verifies).toHaveBeenCalledTimes(1);
    expect(button.disabled).toBe(true);
    solve('proof-2');
    expect(button.disabled).toBe(false);
  });

  it.each([
    [280, true],
    [600, false],
  ])('renders compact in a container %i px wide: %s', async (width, compact) => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width } as DOMRect);
    const { form, box, widget } = mountWithCaptcha();
    touch(form);
    await settle();
    expect(box.classList.contains('form-block__captcha--compact')).toBe(compact);
    expect(widget()?.hasAttribute('configuration')).toBe(compact);
  });
});

describe('form render count', () => {
  it('reports the render with the visitor cookie when tracking is allowed', async () => {
    writeCookie(COOKIE_NAME.visitorRecord, 'v1|1|2|3|4');
    const { fetcher } = mountBlock();
    await settle();
    const [call] = callsTo(fetcher, '/api/census/form-render');
    expect(call?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ formId: FORM_ID, visitorCookie: 'v1|1|2|3|4' });
  });

  it('stays silent for a signed-in owner, whose own views are not analytics', async () => {
    const { fetcher } = mountBlock({
      context: { authenticatedAccount: OWNER, websiteRoles: { [SITE_ID]: 1 } },
    });
    await settle();
    expect(callsTo(fetcher, '/api/census/form-render')).toHaveLength(0);
  });

  it('stays silent under the restrictive policy until the visitor accepts', async () => {
    const context = { cookieSettings: { isRestrictiveCookiePolicyEnabled: true } };
    const before = mountBlock({ context });
    await settle();
    expect(callsTo(before.fetcher, '/api/census/form-render')).toHaveLength(0);
    writeCookie(COOKIE_NAME.cookieAllowed, COOKIE_CHOICE.accepted);
    const after = mountBlock({ context });
    await settle();
    expect(callsTo(after.fetcher, '/api/census/form-render')).toHaveLength(1);
  });

  it('stays silent after the visitor declined, and ignores a failing count', async () => {
    writeCookie(COOKIE_NAME.cookieAllowed, COOKIE_CHOICE.declined);
    const declined = mountBlock();
    await settle();
    expect(callsTo(declined.fetcher, '/api/census/form-render')).toHaveLength(0);
    deleteCookie(COOKIE_NAME.cookieAllowed);
    const failing = mountBlock();
    failing.fetcher.mockRejectedValue(new TypeError('offline'));
    await settle();
    expect(callsTo(failing.fetcher, '/api/census/form-render')).toHaveLength(1);
    expect(failing.form.hidden).toBe(false);
  });
});
