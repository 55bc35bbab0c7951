// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Behaviour, type LoadModule, startBehaviours } from './behaviours';
import { siteContext } from './site-context.test-support';

import { settled } from './tracking/tracking.test-support';

/** Loads resolved, then the task each behaviour starts in has run (messages arrive in order). */
const settle = async () => {
  await settled();
  await new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve(undefined);
    };
    channel.port2.postMessage(null);
  });
};

function page(html: string): void {
  document.body.innerHTML = html;
}

describe('block behaviours', () => {
  let error: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    error = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
    for (const link of document.head.querySelectorAll('link')) link.remove();
  });

  it('loads only the behaviours on the page, each once, and applies them to every block', async () => {
    page('<div data-behaviour="form" id="f1"></div><div data-behaviour="form" id="f2"></div><p id="x"></p>');
    const context = siteContext({
      rollups: {
        form: { js: ['/assets/site/form-A.js'], css: [] },
        gallery: { js: ['/assets/site/gallery-B.js'], css: [] },
      },
    });
    const form = vi.fn<Behaviour>();
    const load = vi.fn<LoadModule>(async () => ({ default: form }));
    startBehaviours(document, context, load);
    await settle();
    expect(load.mock.calls).toEqual([['/assets/site/form-A.js']]);
    expect(form.mock.calls.map(([element]) => element.id)).toEqual(['f1', 'f2']);
    expect(form.mock.calls[0]?.[1]).toBe(context);
  });

  it('fetches a script two behaviours share once', async () => {
    page('<div data-behaviour="a"></div><div data-behaviour="b"></div>');
    const rollup = { js: ['/assets/site/shared.js'], css: [] };
    const load = vi.fn<LoadModule>(async () => ({ default: () => {} }));
    startBehaviours(document, siteContext({ rollups: { a: rollup, b: rollup } }), load);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says it is unable to load a module missing from the rollups, and loads the others', async () => {
    page('<div data-behaviour="missing"></div><div data-behaviour="form"></div>');
    const form = vi.fn<Behaviour>();
    const load = vi.fn<LoadModule>(async () => ({ default: form }));
    startBehaviours(document, siteContext({ rollups: { form: { js: ['/f.js'], css: [] } } }), load);
    await settle();
    expect(error).toHaveBeenCalledWith('Unable to load module', 'missing');
    expect(load).toHaveBeenCalledTimes(1);
    expect(form).toHaveBeenCalledTimes(1);
  });

  it('says it is unable to load a module whose script fails', async () => {
    page('<div data-behaviour="form"></div>');
    const load = vi.fn<LoadModule>(async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    startBehaviours(document, siteContext({ rollups: { form: { js: ['/f.js'], css: [] } } }), load);
    await settle();
    expect(error.mock.calls[0]?.slice(0, 2)).toEqual(['Unable to load module', 'form']);
  });

  it('undoes every applied behaviour with its destructor, and skips modules arriving after', async () => {
    page('<div data-behaviour="fast"></div><div data-behaviour="slow"></div>');
    const undo = vi.fn();
    const slow = vi.fn<Behaviour>();
    let arrive = (_: { default: Behaviour }) => {};
    const load = vi.fn<LoadModule>(async (url) =>
      url === '/fast.js' ? { default: () => undo } : new Promise((resolve) => (arrive = resolve)),
    );
    const context = siteContext({
      rollups: { fast: { js: ['/fast.js'], css: [] }, slow: { js: ['/slow.js'], css: [] } },
    });
    const stop = startBehaviours(document, context, load);
    await settle();
    stop();
    expect(undo).toHaveBeenCalledTimes(1);
    arrive({ default: slow });
    await settle();
    expect(slow).not.toHaveBeenCalled();
  });

  it('marks a block started once its behaviour has run, never one whose behaviour threw, and unmarks it when undone', async () => {
    page('<div data-behaviour="form" id="a"></div><div data-behaviour="form" id="b"></div>');
    let arrive = (_: { default: Behaviour }) => {};
    const load = vi.fn<LoadModule>(() => new Promise((resolve) => (arrive = resolve)));
    const stop = startBehaviours(
      document,
      siteContext({ rollups: { form: { js: ['/f.js'], css: [] } } }),
      load,
    );
    const started = () =>
      [...document.querySelectorAll('[data-behaviour-started]')].map((element) => element.id);
    await settle();
    // The markup is there, the script is not: nothing says it answers yet.
    expect(started()).toEqual([]);
    arrive({
      default: (element) => {
        if (element.id === 'a') throw new Error('broken');
      },
    });
    await settle();
    expect(started()).toEqual(['b']);
    stop();
    expect(started()).toEqual([]);
  });

  it('keeps applying the others when one block throws', async () => {
    page('<div data-behaviour="form" id="a"></div><div data-behaviour="form" id="b"></div>');
    const seen: string[] = [];
    const form: Behaviour = (element) => {
      seen.push(element.id);
      if (element.id === 'a') throw new Error('broken');
    };
    startBehaviours(document, siteContext({ rollups: { form: { js: ['/f.js'], css: [] } } }), async () => ({
      default: form,
    }));
    await settle();
    expect(seen).toEqual(['a', 'b']);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('links the stylesheets of a behaviour once', async () => {
    // The test browser does not fetch stylesheets; let it count that as loaded rather than log.
    const { settings } = (window as unknown as { happyDOM: { settings: Record<string, unknown> } }).happyDOM;
    settings.handleDisabledFileLoadingAsSuccess = true;
    page('<div data-behaviour="gallery"></div>');
    const existing = document.createElement('link');
    existing.rel = 'stylesheet';
    existing.href = '/assets/site/base.css';
    document.head.append(existing);
    const rollups = {
      gallery: { js: ['/g.js'], css: ['/assets/site/base.css', '/assets/site/gallery.css'] },
    };
    startBehaviours(document, siteContext({ rollups }), async () => ({ default: () => {} }));
    const hrefs = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) =>
      link.getAttribute('href'),
    );
    expect(hrefs).toEqual(['/assets/site/base.css', '/assets/site/gallery.css']);
  });

  it('loads nothing on a page without behaviours', () => {
    page('<p>static</p>');
    const load = vi.fn<LoadModule>();
    startBehaviours(document, siteContext({ rollups: { form: { js: ['/f.js'], css: [] } } }), load);
    expect(load).not.toHaveBeenCalled();
  });
});
