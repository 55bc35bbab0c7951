// @vitest-environment happy-dom
import { SITE_CONTEXT_SCRIPT_ID, type SiteContext } from '@atelier/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedIn, siteContext } from './site-context.test-support';

function page(context: SiteContext, html = ''): void {
  document.body.innerHTML = `${html}<script id="${SITE_CONTEXT_SCRIPT_ID}" type="application/json"></script>`;
  document.getElementById(SITE_CONTEXT_SCRIPT_ID)!.textContent = JSON.stringify(context);
}

describe('boot', () => {
  beforeEach(() => {
    vi.resetModules();
    delete window.Atelier;
  });
  afterEach(() => {
    window.Atelier?.lifecycle.destroy();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it('starts the page and shares the runtime on window.Atelier', async () => {
    page(siteContext());
    await import('./boot');
    const runtime = window.Atelier;
    expect(runtime?.lifecycle.state).toBe('initialized');
    expect(typeof runtime?.dataLayer.get).toBe('function');
    expect(typeof runtime?.logout).toBe('function');
  });

  it('installs the Escape key over the registered dialogs', async () => {
    page(siteContext());
    await import('./boot');
    const { dialogs } = await import('./dialogs');
    const close = vi.fn();
    dialogs.register({ element: document.createElement('div'), close });
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('installs outside clicks for dialogs', async () => {
    page(siteContext());
    await import('./boot');
    const { dialogs } = await import('./dialogs');
    const close = vi.fn();
    dialogs.register({ element: document.createElement('div'), close });
    document.body.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    document.body.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('starts the block behaviours on the page', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    page(siteContext(), '<div data-behaviour="unknown-block"></div>');
    await import('./boot');
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('Unable to load module', 'unknown-block'));
  });

  describe('the header cart indicator', () => {
    const html =
      '<a data-cart-indicator data-behaviour="cart-probe"></a><div data-behaviour="unknown-block"></div>';
    afterEach(() => {
      document.cookie = 'hasCart=; max-age=0';
    });

    it('loads nothing for it while the visitor has no cart', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      page(siteContext(), html);
      await import('./boot');
      // Both elements are looked at in one pass: once the other block is reported, so would it be.
      await vi.waitFor(() => expect(error).toHaveBeenCalledWith('Unable to load module', 'unknown-block'));
      expect(error).not.toHaveBeenCalledWith('Unable to load module', 'cart-probe');
    });

    it('starts it for a visitor with a cart', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      document.cookie = 'hasCart=true';
      page(siteContext(), html);
      await import('./boot');
      await vi.waitFor(() => expect(error).toHaveBeenCalledWith('Unable to load module', 'cart-probe'));
    });

    it('starts it when another tab of the site fills a cart', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      page(siteContext(), '<a data-cart-indicator data-behaviour="cart-probe"></a>');
      await import('./boot');
      const otherTab = new BroadcastChannel('atelier-cart');
      otherTab.postMessage({ count: 1 });
      await vi.waitFor(() => expect(error).toHaveBeenCalledWith('Unable to load module', 'cart-probe'));
      otherTab.close();
    });
  });

  describe('the header language suggestion', () => {
    const html = '<nav data-behaviour="language-suggestion"></nav><div data-behaviour="unknown-block"></div>';
    afterEach(() => {
      document.documentElement.lang = '';
    });

    it('loads nothing for it when the browser speaks the page’s language', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      document.documentElement.lang = navigator.language;
      page(siteContext(), html);
      await import('./boot');
      // Both elements are looked at in one pass: once the other block is reported, so would it be.
      await vi.waitFor(() => expect(error).toHaveBeenCalledWith('Unable to load module', 'unknown-block'));
      expect(error).not.toHaveBeenCalledWith('Unable to load module', 'language-suggestion');
    });

    it('starts it on a page in another language than the browser’s', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      document.documentElement.lang = navigator.language.startsWith('fr') ? 'de' : 'fr';
      page(siteContext(), html);
      await import('./boot');
      await vi.waitFor(() =>
        expect(error).toHaveBeenCalledWith('Unable to load module', 'language-suggestion'),
      );
    });
  });

  it('shows the logout notice after a logout', async () => {
    window.history.replaceState(null, '', '/?logout=true');
    page(siteContext());
    await import('./boot');
    await vi.waitFor(() =>
      expect(document.querySelector('[role="dialog"] h2')?.textContent).toBe('Logout Successful'),
    );
  });

  it('waits for the document to be parsed', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    page(siteContext());
    await import('./boot');
    expect(window.Atelier?.lifecycle.state).toBe('not-initialized');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(window.Atelier?.lifecycle.state).toBe('initialized');
  });

  it('keeps the first runtime when the entry is included twice', async () => {
    page(siteContext());
    await import('./boot');
    const first = window.Atelier;
    vi.resetModules();
    await import('./boot');
    expect(window.Atelier).toBe(first);
  });

  it('sends an owner to the editor and starts no behaviours on the page being left', async () => {
    const { happyDOM } = window as unknown as { happyDOM: { setURL(url: string): void } };
    happyDOM.setURL('https://shop.atelier.test/about');
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    page(signedIn(1), '<div data-behaviour="unknown-block"></div>');
    await import('./boot');
    await vi.waitFor(() => expect(window.Atelier?.lifecycle.state).toBe('initialized'));
    happyDOM.setURL('http://localhost:3000/');
    expect(replace).toHaveBeenCalledWith('/config/?frameUrl=%2Fabout');
    expect(error).not.toHaveBeenCalled();
  });

  it('works on a page without a site context', async () => {
    document.body.innerHTML = '<div data-behaviour="form"></div>';
    await import('./boot');
    expect(window.Atelier?.lifecycle.state).toBe('initialized');
  });
});
