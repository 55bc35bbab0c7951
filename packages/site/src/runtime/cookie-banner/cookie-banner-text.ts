/** Elements dropped with their content: code, styles, embedded documents and raw text. */
const DROP =
  /^(script|style|template|noscript|iframe|object|embed|frame|xmp|noembed|noframes|textarea|title)$/i;
/** Web, mail and phone links, and links without a scheme (relative paths, anchors). */
const SAFE_HREF = /^(https?:|mailto:|tel:|[^:]*$)/i;

/**
 * The owner's rich text as inert nodes. It travels in page JSON and any contributor can edit it, so
 * beyond the page's script policy it keeps no element that embeds or runs anything and no
 * attribute but a safe link target: no handlers, sources or styles. A template parses it without
 * loading images or running anything while it is cleaned.
 */
export function richText(html: string, doc: Document = document): DocumentFragment {
  const template = doc.createElement('template');
  template.innerHTML = html;
  for (const element of template.content.querySelectorAll('*')) {
    if (DROP.test(element.nodeName)) element.remove();
    for (const { name, value } of [...element.attributes]) {
      if (name !== 'href' || !SAFE_HREF.test(value.trim())) element.removeAttribute(name);
    }
  }
  return template.content;
}
