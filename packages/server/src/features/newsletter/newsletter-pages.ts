import { formatMessage, newsletterMessages as m } from '@atelier/domain';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

export interface NewsletterPage {
  title: string;
  body: string;
  siteTitle: string;
}

/** The small page a confirmation or unsubscribe link opens: the outcome and a way back home. */
export function newsletterPage(page: NewsletterPage): string {
  const site = escapeHtml(page.siteTitle);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)} – ${site}</title>
<style>
body{font-family:system-ui,sans-serif;color:#222;background:#fafafa;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{max-width:32rem;padding:2.5rem;background:#fff;border:1px solid #e5e5e5;border-radius:8px;text-align:center}
h1{font-size:1.5rem;margin:0 0 1rem}
a{color:inherit}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(page.title)}</h1>
<p>${escapeHtml(page.body)}</p>
<p><a href="/">${escapeHtml(formatMessage(m.backHome, { site: page.siteTitle }))}</a></p>
</main>
</body>
</html>
`;
}
