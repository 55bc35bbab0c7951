/** The frame never grows past this: its content is the owner's, its height its own report. */
const MAX_FRAME_HEIGHT = 4000;

/**
 * Sizes the post-submit frame from the height its document reports. Only messages from that very
 * frame count; its content is sandboxed and can do nothing else to this page.
 */
function fitFrame(frame: HTMLIFrameElement, win: Window): void {
  win.addEventListener('message', (event: MessageEvent) => {
    if (!event.source || event.source !== frame.contentWindow) return;
    const height = (event.data as { atelierPostSubmitHeight?: unknown } | null)?.atelierPostSubmitHeight;
    if (typeof height === 'number' && height > 0)
      frame.style.height = `${Math.min(Math.ceil(height), MAX_FRAME_HEIGHT)}px`;
  });
}

/**
 * After an accepted submission (spec 000 §4): the visitor goes to the success URL, or every part of
 * the block but the post-submit message or HTML is hidden, and focus and scroll move to it. The
 * owner's HTML is a sandboxed frame (see form-shell.tsx): its scripts run there, away from this origin.
 */
export function showSuccess(root: HTMLElement, form: HTMLFormElement, win: Window = window): void {
  const url = form.dataset.successUrl;
  if (url) {
    win.location.assign(url);
    return;
  }
  const box = root.querySelector<HTMLElement>('.form-block__success');
  const template = root.querySelector<HTMLTemplateElement>('template.form-block__post-submit');
  if (!box) return;
  for (const child of root.children) {
    if (child !== box) (child as HTMLElement).hidden = true;
  }
  box.hidden = false;
  if (template) {
    box.replaceChildren(template.ownerDocument.importNode(template.content, true));
    const frame = box.querySelector<HTMLIFrameElement>('iframe.form-block__post-submit-frame');
    if (frame) fitFrame(frame, win);
  }
  box.focus({ preventScroll: true });
  box.scrollIntoView?.({ block: 'center' });
}
