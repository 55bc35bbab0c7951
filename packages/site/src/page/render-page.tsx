import { renderToString } from 'react-dom/server';
import { SitePage } from './site-page';
import type { SitePageInput } from './site-page-input';

/**
 * The complete HTML document for one visitor request. Pure and synchronous, so the server can
 * cache the string per site, path, published version, locale and visitor state.
 */
export function renderSitePage(input: SitePageInput): string {
  return `<!doctype html>${renderToString(<SitePage {...input} />)}`;
}
