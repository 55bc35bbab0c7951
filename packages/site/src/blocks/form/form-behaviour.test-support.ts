import type { SiteContext } from '@atelier/domain';
import { vi } from 'vitest';
import { siteContext } from '../../runtime/site-context.test-support';
import { formSettings, PAGE, renderBlock } from './form.test-support';
import { type EnhanceFormOptions, enhanceForm } from './form-enhance';

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export type Answer = () => Response | Promise<Response>;

/** A stand-in for the server: a key on request, `save` for the submission, 204 for census calls. */
export function fakeServer(save: Answer = () => json(200, { success: true })) {
  return vi.fn<typeof fetch>(async (url) => {
    const path = String(url);
    if (path === '/api/form/FormSubmissionKey') return json(200, { key: 'key-1' });
    if (path === '/api/form/SaveFormSubmission') return save();
    return new Response(null, { status: 204 });
  });
}

export const callsTo = (fetcher: ReturnType<typeof fakeServer>, path: string) =>
  fetcher.mock.calls.filter(([url]) => url === path);

/** The JSON body of the first save call. */
export const savedPayload = (fetcher: ReturnType<typeof fakeServer>) =>
  JSON.parse(String(callsTo(fetcher, '/api/form/SaveFormSubmission')[0]?.[1]?.body ?? 'null'));

export interface Mounted {
  root: HTMLElement;
  form: HTMLFormElement;
  button: HTMLButtonElement;
  message: () => string;
  fetcher: ReturnType<typeof fakeServer>;
  undo: (() => void) | undefined;
}

/** Server-renders a block into the document and starts its behaviour. */
export function mountBlock(
  options: {
    type?: number;
    settings?: unknown;
    save?: Answer;
    context?: Partial<SiteContext>;
  } & Partial<EnhanceFormOptions> = {},
): Mounted {
  const type = options.type ?? 9;
  document.body.innerHTML = renderBlock(type, options.settings ?? formSettings()).html;
  document.title = PAGE.pageTitle;
  const root = document.querySelector<HTMLElement>('[data-block-type]')!;
  const fetcher = fakeServer(options.save);
  const undo = enhanceForm(root, siteContext({ collectionId: PAGE.pageId, ...options.context }), {
    objectName: options.objectName ?? (type === 51 ? 'newsletter' : 'form'),
    fetch: fetcher,
    win: options.win,
    onSuccess: options.onSuccess,
    loadCaptcha: options.loadCaptcha,
  });
  const form = root.querySelector('form')!;
  return {
    root,
    form,
    button: form.querySelector('button[type="submit"]')!,
    message: () => form.querySelector('.form-block__message')?.textContent ?? '',
    fetcher,
    undo,
  };
}

export function submit(form: HTMLFormElement): Event {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event;
}

/** Lets pending promise callbacks (fetch answers, their JSON) run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

export function fill(form: HTMLFormElement, name: string, ...values: string[]) {
  [...form.querySelectorAll<HTMLInputElement>(`[name="${name}"]`)].forEach((input, index) => {
    input.value = values[index] ?? '';
  });
}
