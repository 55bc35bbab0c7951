import { describe, expect, it } from 'vitest';
import { parseHtml } from '../blocks/markup.test-support';
import { renderSitePage } from './render-page';
import { pageInput } from './site-page.fixture';

describe('not-found page', () => {
  const render = (path: string) =>
    parseHtml(renderSitePage(pageInput({ navigation: [], body: { kind: 'not-found', path } })));

  it('says the page was not found and offers a way home and a search', () => {
    const document = render('/old-menu');
    const main = document.querySelector('main');
    expect(main?.querySelector('h1')?.textContent).toBe('Page not found');
    expect(main?.querySelector('a[href="/"]')).not.toBeNull();
    const form = main?.querySelector('form');
    expect(form?.getAttribute('action')).toBe('/search');
    expect(form?.querySelector('input[name="q"]')).not.toBeNull();
    expect(main?.textContent).toContain('/old-menu');
  });

  it('shows the requested path as text, never as markup', () => {
    const document = render('/<img src=x onerror=alert(1)>');
    expect(document.querySelector('main img')).toBeNull();
  });

  it('asks search engines not to index it', () => {
    expect(render('/x').querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });
});
