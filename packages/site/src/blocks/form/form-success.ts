import { SITE_CONTEXT_SCRIPT_ID } from '@atelier/domain';

/**
 * Post-submit content with live copies of its scripts. Scripts parsed into a template never run,
 * and the copies carry the page's CSP nonce: the owner's post-submit HTML is meant to run
 * (spec 000 §4), on the owner's own site. The inert originals never reach the document, so nothing
 * runs twice.
 */
function liveContent(template: HTMLTemplateElement): DocumentFragment {
  const doc = template.ownerDocument;
  const content = doc.importNode(template.content, true);
  const pageScript = doc.getElementById(SITE_CONTEXT_SCRIPT_ID) as HTMLScriptElement | null;
  // Browsers hide the nonce attribute once parsed; the property keeps it.
  const nonce = pageScript?.nonce || pageScript?.getAttribute('nonce');
  for (const inert of content.querySelectorAll('script')) {
    const script = doc.createElement('script');
    for (const { name, value } of inert.attributes) script.setAttribute(name, value);
    if (nonce) script.setAttribute('nonce', nonce);
    script.textContent = inert.textContent;
    inert.replaceWith(script);
  }
  return content;
}

/**
 * After an accepted submission (spec 000 §4): the visitor goes to the success URL, or every part of
 * the block but the post-submit message or HTML is hidden, its scripts run, and focus and scroll
 * move to it.
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
  // Shown before its scripts run, so they find their markup laid out.
  if (template) box.replaceChildren(liveContent(template));
  box.focus({ preventScroll: true });
  box.scrollIntoView?.({ block: 'center' });
}
