/**
 * Post-submit content with live copies of its scripts. Scripts parsed into a template never run;
 * the owner's post-submit HTML is meant to run (spec 000 §4), on the owner's own site. The page's
 * policy already lists the hash of each inline script and the address of each external one (the
 * server derives it from the rendered page), so the copies keep their text and attributes exactly.
 * The inert originals never reach the document, so nothing runs twice.
 */
function liveContent(template: HTMLTemplateElement): DocumentFragment {
  const doc = template.ownerDocument;
  const content = doc.importNode(template.content, true);
  for (const inert of content.querySelectorAll('script')) {
    const script = doc.createElement('script');
    for (const { name, value } of inert.attributes) script.setAttribute(name, value);
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
