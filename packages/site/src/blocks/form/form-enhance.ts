import {
  COOKIE_NAME,
  enForm,
  FORM_OBJECT_NAME,
  formFieldError,
  formMessages,
  type SiteContext,
} from '@atelier/domain';
import { formLoaders } from '@atelier/domain/dictionaries/load-form';
import { type BrowserText, loadPageText } from '../../i18n/page-dictionary';
import { trackingAllowed } from '../../runtime/consent';
import { readCookie } from '../../runtime/cookies';
import { editorParent } from '../../runtime/editor-frame';
import { analyticsExcluded } from '../../runtime/tracking/analytics-scope';
import { createCaptcha } from './form-captcha';
import { startCounters } from './form-counter';
import { clearFeedback, showFieldErrors, showMessage, showProblems } from './form-feedback';
import { postJson, submitForm } from './form-submit';
import { showSuccess } from './form-success';
import { collectFormValues, formFields, readFieldData } from './form-values';

export interface EnhanceFormOptions {
  objectName: keyof typeof FORM_OBJECT_NAME;
  /** Runs once a submission is accepted, before the success view replaces the form. */
  onSuccess?: (formId: string) => void;
  fetch?: typeof fetch;
  win?: Window;
  /** Loads the captcha widget; tests replace it. */
  loadCaptcha?: () => Promise<unknown>;
  /** The form sits in the popup overlay (the spec's isOverlayForm). */
  isOverlayForm?: boolean;
}

/** Events that show a visitor is about to use the form: the moment to fetch the captcha widget. */
const INTERACTIONS = ['focusin', 'pointerdown', 'input'] as const;

/**
 * Takes over a server-rendered form block (form or newsletter): validates in the browser with the
 * server's own rules, submits through the form calls of spec 000 §7 and shows the outcome as
 * spec 000 §4, §5 and §8 describe. Returns the undo.
 */
export function enhanceForm(
  root: HTMLElement,
  context: SiteContext,
  options: EnhanceFormOptions,
): (() => void) | undefined {
  const win = options.win ?? window;
  const doc = root.ownerDocument;
  const fetcher = options.fetch ?? ((input, init) => win.fetch(input, init));
  const form = root.querySelector<HTMLFormElement>('form.form-block__form');
  const button = form?.querySelector<HTMLButtonElement>('.form-block__submit');
  const unreadable = form
    ? [...form.querySelectorAll<HTMLElement>('[data-field]')].some((element) => !readFieldData(element))
    : false;
  if (!form || !button || unreadable) {
    // Spec 000 §8: logged, nothing shown. A form that is there but cannot be read is left to post
    // without script, so the server answers it rather than the visitor meeting a processing error.
    console.error(formMessages.renderFailed);
    return undefined;
  }
  // The page's language: its strings are fetched now, so they are there by the first submission.
  const textReady = loadPageText<'form'>(enForm, formLoaders, doc);
  const formId = form.dataset.formId ?? '';
  const buttonText = button.textContent ?? '';
  const messageSlot = form.querySelector<HTMLElement>('.form-block__message');
  // The script shows the spec's messages; the browser's own bubbles would come first otherwise.
  form.noValidate = true;

  let submitting = false;
  let awaitingCaptcha = false;
  const captchaBox = form.querySelector<HTMLElement>('.form-block__captcha');
  const captcha = captchaBox
    ? createCaptcha(
        captchaBox,
        (solved) => {
          if (!solved || !awaitingCaptcha || submitting) return;
          awaitingCaptcha = false;
          button.disabled = false;
        },
        options.loadCaptcha,
      )
    : null;
  const loadCaptcha = () => captcha?.load();
  if (captcha) for (const type of INTERACTIONS) form.addEventListener(type, loadCaptcha);
  const stopCounters = startCounters(form);

  const locked: (HTMLInputElement | HTMLButtonElement)[] = [];
  const lock = (on: boolean, text: BrowserText<'form'>) => {
    form.classList.toggle('form-block__form--submitting', on);
    form.setAttribute('aria-busy', String(on));
    if (on) {
      for (const control of form.elements as unknown as Iterable<HTMLInputElement>) {
        if (control.disabled) continue;
        control.disabled = true;
        locked.push(control);
      }
    } else {
      for (const control of locked.splice(0)) control.disabled = false;
    }
    button.textContent = on ? text('submitting') : buttonText;
  };

  const payload = (values: Record<string, unknown>, captchaKey: string | undefined) => {
    const pageId = (form.elements.namedItem('pageId') as HTMLInputElement | null)?.value;
    return {
      formId,
      collectionId: context.collectionId,
      objectName: FORM_OBJECT_NAME[options.objectName],
      isOverlayForm: options.isOverlayForm === true,
      submitButtonText: buttonText.trim(),
      form: JSON.stringify(values),
      captchaKey,
      pageTitle: doc.title,
      pageId: pageId || context.collectionId || '',
      contentSource: context.itemId ? 'i' : 'c',
      pagePath: win.location.pathname,
      // A visitor who sees the form may see the page: the form is sent from a page open to them.
      pagePermissionTypeValue: 1,
    };
  };

  const submit = async () => {
    const text = await textReady;
    const fields = formFields(form);
    clearFeedback(form, fields);
    const values = collectFormValues(fields, new URLSearchParams(win.location.search));
    const errors: Record<string, string> = {};
    for (const { field } of fields) {
      const error = formFieldError(field, values[field.id]);
      // The shared rules answer in English, the server's language; the visitor reads the page's.
      if (error) errors[field.id] = text.fromEnglish(error);
    }
    if (Object.keys(errors).length > 0) {
      showMessage(form, [text('fieldsInvalid'), ...showFieldErrors(fields, errors)].join(' '));
      return;
    }
    // The preview frame is sandboxed with an opaque origin, so the server would refuse the post:
    // the owner is told why instead of seeing a generic failure.
    if (editorParent(win)) {
      showMessage(form, text('previewNotSent'));
      messageSlot?.focus();
      return;
    }
    const captchaKey = captcha?.solution();
    if (captcha && !captchaKey) {
      captcha.load();
      showMessage(form, text('captchaRequired'));
      return;
    }

    submitting = true;
    lock(true, text);
    const outcome = await submitForm(fetcher, payload(values, captchaKey));
    submitting = false;
    if (outcome.ok) {
      try {
        options.onSuccess?.(formId);
      } catch (error) {
        // A broken tracker must not keep the visitor from seeing their submission went through.
        console.error(error);
      }
      showSuccess(root, form, win);
      return;
    }
    lock(false, text);
    if (captcha) {
      // A proof is single-use: the visitor solves a fresh one before the next try (spec 000 §4).
      captcha.reset();
      awaitingCaptcha = true;
      button.disabled = true;
    }
    if (outcome.errors) {
      const translated = Object.fromEntries(
        Object.entries(outcome.errors).map(([id, message]) => [id, text.fromEnglish(message)]),
      );
      const unshown = showFieldErrors(fields, translated);
      if (options.objectName !== 'newsletter') showProblems(form, true, text);
      showMessage(form, unshown.join(' '));
      return;
    }
    showMessage(form, text.fromEnglish(outcome.message ?? formMessages.unknownError));
    messageSlot?.focus();
  };

  let running = false;
  const onSubmit = (event: Event) => {
    event.preventDefault();
    // A second submit while one is on its way is ignored (spec 000 §4).
    if (running) return;
    running = true;
    submit()
      .catch(async (error: unknown) => {
        console.error(error);
        submitting = false;
        const text = await textReady;
        lock(false, text);
        showMessage(form, text('processingError'));
      })
      .finally(() => {
        running = false;
      });
  };
  form.addEventListener('submit', onSubmit);

  // A render is analytics (spec 000 §6): never from the editor's preview frame or a signed-in owner.
  if (
    trackingAllowed(context.cookieSettings.isRestrictiveCookiePolicyEnabled === true, doc) &&
    !analyticsExcluded(context, doc.defaultView ?? win)
  ) {
    const visitorCookie = readCookie(COOKIE_NAME.visitorRecord, doc) ?? '';
    // Counting renders is best effort: a failure, even a synchronous one, changes nothing for the visitor.
    Promise.resolve()
      .then(() => postJson(fetcher, '/api/census/form-render', { formId, visitorCookie }))
      .catch(() => {});
  }

  return () => {
    form.removeEventListener('submit', onSubmit);
    for (const type of INTERACTIONS) form.removeEventListener(type, loadCaptcha);
    stopCounters();
    captcha?.destroy();
  };
}
