import { afterPaint } from './after-paint';
import { readSiteContext } from './context';
import { startCookieBanner } from './cookie-banner/cookie-banner-gate';
import { readCookie } from './cookies';
import type { DataLayer } from './data-layer';
import { dialogs, installOutsideClick } from './dialogs';
import { announceToEditor, editorParent } from './editor-frame';
import { lazyDataLayer as dataLayer } from './lazy-data-layer';
import { startLazily } from './lazy-start';
import { createLifecycle, type Lifecycle } from './lifecycle';
import { startTrackingGate, type TrackingGate } from './tracking/tracking-gate';

/** What the runtime shares with block behaviours and islands through `window.Atelier`. */
export interface AtelierRuntime {
  lifecycle: Lifecycle;
  dataLayer: DataLayer;
  logout: () => Promise<boolean>;
  /** Records an analytics event (POST /api/v1/events) when tracking is allowed; silent otherwise. */
  track: (eventName: string, customData: Record<string, unknown>) => void;
}

declare global {
  interface Window {
    Atelier?: AtelierRuntime;
  }
}

/** Starts the page runtime once the document is parsed; the entry of every published page. */
export function boot(win: Window = window): AtelierRuntime {
  const doc = win.document;
  const context = readSiteContext(doc);
  const lifecycle = createLifecycle();
  // What only owners, Escape presses and logouts need is fetched when first needed: a visitor's
  // page downloads none of it (the JavaScript budget of DESIGN.md §3).
  let logoutAction: Promise<() => Promise<boolean>> | undefined;
  const logout = () => {
    logoutAction ??= import('./logout').then(({ createLogout }) => createLogout({ dataLayer }));
    return logoutAction.then((run) => run());
  };
  let tracking: TrackingGate | undefined;
  const track: AtelierRuntime['track'] = (eventName, customData) => tracking?.track(eventName, customData);
  const runtime: AtelierRuntime = { lifecycle, dataLayer, logout, track };
  win.Atelier = runtime;

  // Decided before anything starts: a page about to be replaced by the editor loads no behaviours.
  // Only a signed-in account can be sent to the editor, so only its pages wait for that check.
  let leaving = false;
  const ownerCheck = context?.authenticatedAccount
    ? import('./editor-redirect').then(
        ({ checkEditorRedirect }) => {
          leaving = checkEditorRedirect(context, win);
        },
        (error: unknown) => console.error(error),
      )
    : null;
  lifecycle.register(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey)
        return;
      // An open dialog closes at once (spec 000 §2); the rest of the sequence loads on a later press.
      if (dialogs.closeTop()) {
        event.preventDefault();
        return;
      }
      void import('./escape-key').then(({ handleEscape }) => handleEscape(event, { context, logout, win }));
    };
    doc.addEventListener('keydown', onKey);
    return () => doc.removeEventListener('keydown', onKey);
  });
  lifecycle.register(() => {
    announceToEditor(win);
  });
  lifecycle.register(() => installOutsideClick(dialogs, doc));
  lifecycle.register(() => {
    if (/[?&]logout=true(?:&|$)/.test(win.location.search))
      void import('./logout-notice').then(({ showLogoutNoticeIfDue }) => showLogoutNoticeIfDue(win));
  });
  // The behaviour loader itself loads only on pages with blocks that have behaviours.
  // The header's cart indicator has nothing to show a visitor without a cart (no hasCart cookie,
  // spec 000 §5), so its script loads only for one who has one: the lightest page of a site that
  // sells stays within its JavaScript budget. Such a page still listens for the site's other tabs
  // (the indicator's channel): when one of them fills a cart, this one starts its indicator too.
  const hasCart = readCookie('hasCart', doc) === 'true';
  const indicator = '[data-behaviour][data-cart-indicator]';
  // The header's language suggestion has nothing to say to a browser in the page's own language.
  const sameLanguage = win.navigator.language.startsWith(doc.documentElement.lang.slice(0, 2));
  const behaviours = `[data-behaviour]${hasCart ? '' : ':not([data-cart-indicator])'}${sameLanguage ? ':not([data-behaviour=language-suggestion])' : ''}`;
  // Once the first screen is painted (afterPaint): nothing on it waits for them.
  const startLoader = (selector: string) =>
    startLazily(
      () => afterPaint(win).then(() => import('./behaviours')),
      ({ startBehaviours }) => startBehaviours(doc, context!, undefined, doc, selector),
      'behaviours',
    );
  lifecycle.register(() =>
    context && !leaving && doc.querySelector(behaviours) ? startLoader(behaviours) : undefined,
  );
  lifecycle.register(() => {
    if (!context || leaving || hasCart || !doc.querySelector(indicator)) return;
    let channel: BroadcastChannel;
    let stop: (() => void) | undefined;
    try {
      channel = new BroadcastChannel('atelier-cart');
    } catch {
      // No channel here (an old browser, or the editor's sandboxed preview).
      return;
    }
    channel.onmessage = () => {
      channel.close();
      stop = startLoader(indicator);
    };
    return () => {
      channel.close();
      stop?.();
    };
  });
  // Before tracking: a choice made for another banner revision is forgotten first.
  lifecycle.register(() => (context && !leaving ? startCookieBanner(context, win) : undefined));
  lifecycle.register(() => {
    // The owner's preview in the editor is no visit, and its sandboxed frame may not call the API.
    if (!context || leaving || editorParent(win)) return;
    const gate = startTrackingGate(context, win);
    tracking = gate;
    return () => {
      gate.stop();
      tracking = undefined;
    };
  });

  const run = () => (ownerCheck ? void ownerCheck.then(() => lifecycle.run()) : lifecycle.run());
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
  return runtime;
}

// A page that somehow includes the entry twice keeps the first runtime.
if (!window.Atelier) boot();
