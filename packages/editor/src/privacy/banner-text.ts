/**
 * The banner text is rich text (HTML) on the site and a plain textarea in the editor. The textarea
 * takes paragraphs separated by a blank line and three kinds of formatting: **bold**, *italic* and
 * [link text](https://example.com). Anything else typed is text, never markup.
 */

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Web, mail and phone links and paths on the site; anything else stays as typed. */
const SAFE_URL = /^(https?:\/\/|mailto:|tel:|\/|#)/i;

function inline(paragraph: string): string {
  return escapeHtml(paragraph)
    .replace(/\[([^\]\n]+)\]\(([^)\s]+)\)/g, (whole, label: string, url: string) =>
      SAFE_URL.test(url) ? `<a href="${url}">${label}</a>` : whole,
    )
    .replace(/\*\*(?=\S)([^\n]*?\S)\*\*/g, '<strong>$1</strong>')
    .replace(/\*([^\s*](?:[^*\n]*?[^\s*])?)\*/g, '<em>$1</em>')
    .replace(/\n/g, '<br>');
}

/** The textarea's text as the banner's HTML: one paragraph per block of lines. */
export function textToRichText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${inline(paragraph)}</p>`)
    .join('');
}

const BLOCK = /^(P|DIV|H[1-6]|LI|BLOCKQUOTE|UL|OL|SECTION)$/;

function inlineText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return (node.textContent ?? '').replace(/\s+/g, ' ');
  if (node.nodeType !== Node.ELEMENT_NODE) return '';
  const element = node as Element;
  const inner = () => [...element.childNodes].map(inlineText).join('');
  switch (element.nodeName) {
    case 'BR':
      return '\n';
    case 'STRONG':
    case 'B':
      return wrap('**', inner());
    case 'EM':
    case 'I':
      return wrap('*', inner());
    case 'A': {
      const href = element.getAttribute('href');
      const label = inner();
      return href && label.trim() ? `[${label.trim()}](${href})` : label;
    }
    case 'SCRIPT':
    case 'STYLE':
    case 'TEMPLATE':
      return '';
    default:
      return inner();
  }
}

/** Marks around the words only, so "** bold **" never appears. */
function wrap(mark: string, text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return text;
  const lead = text.slice(0, text.indexOf(trimmed));
  const trail = text.slice(lead.length + trimmed.length);
  return `${lead}${mark}${trimmed}${mark}${trail}`;
}

/**
 * The banner's HTML as textarea text: paragraphs and other blocks become blank-line separated
 * paragraphs, line breaks new lines, and bold, italic and links their marks. Other markup is
 * dropped and its text kept.
 */
export function richTextToText(html: string, doc: Document = document): string {
  const template = doc.createElement('template');
  template.innerHTML = html;
  const paragraphs: string[] = [];
  let loose = '';
  const flush = () => {
    if (loose.trim()) paragraphs.push(loose);
    loose = '';
  };
  const visit = (node: Node) => {
    if (node.nodeType === Node.ELEMENT_NODE && BLOCK.test(node.nodeName)) {
      flush();
      const hasBlocks = [...node.childNodes].some((child) => BLOCK.test(child.nodeName));
      if (hasBlocks) node.childNodes.forEach(visit);
      else paragraphs.push([...node.childNodes].map(inlineText).join(''));
      return;
    }
    loose += inlineText(node);
  };
  template.content.childNodes.forEach(visit);
  flush();
  return paragraphs
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .join('\n')
        .trim(),
    )
    .filter(Boolean)
    .join('\n\n');
}
