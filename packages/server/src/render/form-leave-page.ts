import { dictionariesFor } from '@atelier/domain';

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The answer to a script-free post whose success redirect leaves the site. A 303 there would be
 * blocked: browsers hold the redirect of a form post to the page's `form-action 'self'`. A refresh
 * is a navigation of its own, outside form-action, and the link serves a browser that ignores it.
 */
export function leavePageHtml(url: string, siteTitle: string, lang: string): string {
  const href = escapeAttribute(url);
  return [
    `<!doctype html><html lang="${escapeAttribute(lang)}"><head><meta charset="utf-8">`,
    `<meta http-equiv="refresh" content="0; url=${href}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeAttribute(siteTitle)}</title></head>`,
    `<body><p><a href="${href}">${dictionariesFor(lang).form.continueLink}</a></p></body></html>`,
  ].join('');
}
