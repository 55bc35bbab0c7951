import { paragraphDoc } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../blocks/markup.test-support';
import { bannerPreloadScript } from './banner-preload';
import { renderSitePage } from './render-page';
import { pageInput, siteContext } from './site-page.fixture';

describe('renderSitePage: the shell', () => {
  it('returns a whole HTML document in the given language', () => {
    const html = renderSitePage(pageInput({ lang: 'fr' }));
    expect(html.startsWith('<!doctype html><html lang="fr">')).toBe(true);
    expect(html.endsWith('</html>')).toBe(true);
  });

  it('fills the head: charset, viewport, title, description, stylesheets', () => {
    const document = parseHtml(
      renderSitePage(
        pageInput({ description: 'Bread & cakes', fontsHref: '/fonts/css?family=Inter:400,700' }),
      ),
    );
    expect(document.querySelector('meta[charset]')?.getAttribute('charset')).toBe('utf-8');
    expect(document.querySelector('meta[name="viewport"]')?.getAttribute('content')).toContain(
      'width=device-width',
    );
    expect(document.title).toBe('Home · Corner Bakery');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Bread & cakes');
    expect(
      [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href')),
    ).toEqual(['/assets/site-1a2b.css', '/fonts/css?family=Inter:400,700']);
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('leaves out the description and font stylesheet when not given', () => {
    const document = parseHtml(renderSitePage(pageInput()));
    expect(document.querySelector('meta[name="description"]')).toBeNull();
    expect(document.querySelectorAll('link[rel="stylesheet"]').length).toBe(1);
  });

  it('carries no inline code without a banner: the context is a data block and the bootstrap comes from our assets', () => {
    // The page's policy admits our own origin and the hashes of inline scripts; this shell has none.
    // Read from the markup: the test DOM's parser leaves out scripts it would run.
    const html = renderSitePage(pageInput());
    const tags = html.match(/<script\b[^>]*>/g) ?? [];
    expect(tags).toEqual([
      '<script id="site-context" type="application/json">',
      '<script type="module" src="/assets/boot-3c4d.js" fetchPriority="low">',
    ]);
  });

  it('carries one inline script, the banner preloader, only when the banner will be offered', () => {
    const context = siteContext({
      cookieSettings: { isCookieBannerEnabled: true, cookieBannerRevision: '2-x' },
    });
    const input = pageInput({ context });
    input.assets = { ...input.assets, bannerPreload: ['/assets/cookie-banner-7a8b.js'] };
    // Read from the markup itself: the test DOM's parser leaves out scripts it would run.
    const inline = (html: string) =>
      [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(inline(renderSitePage(input))).toEqual([bannerPreloadScript(context, input.assets.bannerPreload)]);
    // The editor's frame starts no banner of its own; a site without a banner needs no preloader.
    expect(
      inline(renderSitePage({ ...input, assets: { ...input.assets, editorBridge: '/assets/e.js' } })),
    ).toEqual([]);
    expect(inline(renderSitePage({ ...input, context: siteContext() }))).toEqual([]);
  });

  it('preloads the modules the boot module imports', () => {
    const input = pageInput();
    input.assets = { ...input.assets, preload: ['/assets/bootstrap-5e6f.js'] };
    const links = [...parseHtml(renderSitePage(input)).querySelectorAll('link[rel="modulepreload"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/assets/bootstrap-5e6f.js']);
  });

  it('carries the site context as JSON that parses back unchanged', () => {
    const context = siteContext({ pageType: 2 });
    const script = parseHtml(renderSitePage(pageInput({ context }))).getElementById('site-context');
    expect(script?.getAttribute('type')).toBe('application/json');
    expect(JSON.parse(script?.textContent ?? '')).toEqual(context);
  });

  it('keeps a </script> inside the context from breaking out', () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const context = siteContext();
    context.website.title = hostile;
    const html = renderSitePage(pageInput({ context }));
    expect(html).not.toContain('</script><script>alert(1)');
    const document = parseHtml(html);
    expect(document.querySelectorAll('script').length).toBe(2);
    const parsed = JSON.parse(document.getElementById('site-context')?.textContent ?? '');
    expect(parsed.website.title).toBe(hostile);
  });

  it('starts the body with a skip link to the main region', () => {
    const document = parseHtml(renderSitePage(pageInput()));
    const skip = document.body.firstElementChild;
    expect(skip?.tagName).toBe('A');
    expect(skip?.getAttribute('href')).toBe('#main');
    expect(document.querySelector('main')?.id).toBe('main');
    expect(document.querySelector('main')?.getAttribute('tabindex')).toBe('-1');
  });

  it('renders the header with the site title linking home and the tagline', () => {
    const document = parseHtml(renderSitePage(pageInput()));
    const title = document.querySelector('header .site-title');
    expect(title?.getAttribute('href')).toBe('/');
    expect(title?.textContent).toBe('Corner Bakery');
    expect(document.querySelector('header .site-tagline')?.textContent).toBe('Bread since 1921');
  });

  it('marks only the current page with aria-current in the navigation', () => {
    const navigation = [
      { title: 'Home', path: '/', current: false },
      { title: 'Menu', path: '/menu', current: true },
    ];
    const document = parseHtml(renderSitePage(pageInput({ navigation })));
    const nav = document.querySelector('nav');
    expect(nav?.getAttribute('aria-label')).toBeTruthy();
    const current = [...document.querySelectorAll('nav a[aria-current]')];
    expect(current.length).toBeGreaterThan(0);
    for (const link of current) {
      expect(link.getAttribute('aria-current')).toBe('page');
      expect(link.getAttribute('href')).toBe('/menu');
    }
    expect(document.querySelector('nav a[href="/"]')?.hasAttribute('aria-current')).toBe(false);
  });

  it('offers the navigation in a disclosure that opens without JavaScript', () => {
    const document = parseHtml(renderSitePage(pageInput()));
    const menu = document.querySelector('nav details');
    expect(menu?.querySelector('summary')?.textContent).toBe('Menu');
    expect([...(menu?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'))).toEqual([
      '/',
      '/menu',
      '/visit',
    ]);
  });

  it('renders no navigation when there are no pages to list, and drops unsafe paths', () => {
    expect(parseHtml(renderSitePage(pageInput({ navigation: [] }))).querySelector('nav')).toBeNull();
    const navigation = [{ title: 'Bad', path: 'javascript:alert(1)', current: false }];
    expect(renderSitePage(pageInput({ navigation }))).not.toContain('javascript:');
  });

  it('renders the footer text line by line', () => {
    const document = parseHtml(renderSitePage(pageInput()));
    expect([...document.querySelectorAll('footer p')].map((p) => p.textContent)).toEqual([
      '© Corner Bakery',
      '12 High Street',
    ]);
  });
});

describe('renderSitePage: a published page', () => {
  it('renders each section as a <section> holding its blocks in order', () => {
    const document = parseHtml(
      renderSitePage(
        pageInput({
          body: {
            kind: 'page',
            document: {
              sections: [
                {
                  id: 'intro',
                  blocks: [
                    { id: 'a'.repeat(24), type: 2, settings: { doc: paragraphDoc('Welcome') } },
                    { id: 'b'.repeat(24), type: 9999, settings: {} },
                    { id: 'c'.repeat(24), type: 47, settings: {} },
                  ],
                },
                { id: 'more', blocks: [{ id: 'd'.repeat(24), type: 31, settings: { text: 'Good bread.' } }] },
              ],
            },
          },
        }),
      ),
    );
    const sections = [...document.querySelectorAll('main > section')];
    expect(sections.map((s) => s.getAttribute('data-section-id'))).toEqual(['intro', 'more']);
    const blocks = [...(sections[0]?.querySelectorAll('[data-block-id]') ?? [])];
    expect(blocks.map((b) => b.getAttribute('data-block-type'))).toEqual(['2', '47']);
    expect(sections[1]?.querySelector('blockquote')?.textContent).toBe('Good bread.');
  });
});
