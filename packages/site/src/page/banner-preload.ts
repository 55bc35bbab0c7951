import {
  COOKIE_BANNER_REVISION_COOKIE,
  COOKIE_CHOICE,
  COOKIE_NAME,
  QUERY_FLAG,
  type SiteContext,
} from '@atelier/domain';
import { scriptSafeJson } from './script-safe-json';

/**
 * The page's one piece of inline code: it asks for the cookie banner's modules while the boot
 * module is still on its way, and only when the banner will show. Without it the banner (on a
 * short page, the largest thing the first screen paints) waits for the boot module and then for
 * its own chunk: two round trips after the document instead of one. A visitor who has chosen
 * downloads nothing more than before.
 *
 * It decides as startCookieBanner does: no banner in screenshot mode; shown when no choice is
 * stored, or when the stored one was made for another revision of the banner. Where a page may not
 * read cookies (the editor's sandboxed frame) it does nothing. Its text is fixed per published
 * version, so the page's policy admits it by hash (script-policy.ts) and cached bytes stay fixed.
 * Returns null when the page has no banner to show or nothing to preload.
 */
export function bannerPreloadScript(
  context: SiteContext,
  hrefs: readonly string[] | undefined,
): string | null {
  const settings = context.cookieSettings as {
    isCookieBannerEnabled?: unknown;
    cookieBannerRevision?: unknown;
  };
  if (settings?.isCookieBannerEnabled !== true || !hrefs || hrefs.length === 0) return null;
  const revision = typeof settings.cookieBannerRevision === 'string' ? settings.cookieBannerRevision : null;
  const json = (value: unknown) => scriptSafeJson(value);
  return [
    // A function of its own: a classic script's top-level names would become the window's.
    '(function(){try{',
    'var d=document,c={},p=d.cookie.split("; "),i,k,l;',
    'for(i=0;i<p.length;i++){k=p[i].indexOf("=");if(k>0&&!(p[i].slice(0,k)in c))c[p[i].slice(0,k)]=decodeURIComponent(p[i].slice(k+1))}',
    `var v=c[${json(COOKIE_NAME.cookieAllowed)}],r=${json(revision)};`,
    `if(new URLSearchParams(location.search).get(${json(QUERY_FLAG.screenshot)})!=="true"`,
    `&&(v!==${json(COOKIE_CHOICE.accepted)}&&v!==${json(COOKIE_CHOICE.declined)}`,
    `||r!==null&&c[${json(COOKIE_BANNER_REVISION_COOKIE)}]!==r))`,
    `for(i=0,k=${json(hrefs)};i<k.length;i++){l=d.createElement("link");l.rel="modulepreload";l.href=k[i];d.head.appendChild(l)}`,
    '}catch(e){}})()',
  ].join('');
}
