/**
 * Why an SVG is refused, or null when it is safe to keep. We refuse rather than rewrite: an SVG that
 * needs scripts, event handlers, external references or embedded HTML is not an image we can show
 * safely, and rewriting XML by pattern can be fooled. What passes is served with a policy that
 * forbids scripts anyway (defence in depth).
 */
export function svgRefusal(text: string): string | null {
  const source = text.replace(/<!--[\s\S]*?-->/g, '');
  if (/<!ENTITY/i.test(source)) return 'it declares XML entities';
  if (/<script[\s>/]/i.test(source)) return 'it contains a script';
  if (/\son[a-z]+\s*=/i.test(source)) return 'it contains an event attribute';
  if (/<foreignObject[\s>/]/i.test(source)) return 'it embeds HTML';
  if (/javascript:/i.test(source)) return 'it contains a javascript: address';
  for (const match of source.matchAll(/(?:xlink:)?href\s*=\s*["']\s*([^"']*)["']/gi)) {
    if (!match[1]?.startsWith('#')) return 'it refers to an external resource';
  }
  for (const match of source.matchAll(/url\(\s*["']?\s*([^)"']*)/gi)) {
    if (!match[1]?.startsWith('#')) return 'it refers to an external resource';
  }
  if (/@import/i.test(source)) return 'it refers to an external resource';
  return null;
}
