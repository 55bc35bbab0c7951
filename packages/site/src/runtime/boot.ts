import { startBehaviours } from './behaviours';
import { readSiteContext } from './context';
import { startCookieBanner } from './cookie-banner/cookie-banner-gate';
import type { DataLayer } from './data-layer';
import { dialogs, installOutsideClick } from './dialogs';
import { checkEditorRedirect } from './editor-redirect';
import { announceToEditor, editorParent, installEscapeKey } from './escape-key';
import { lazyDataLayer as dataLayer } from './lazy-data-layer';
import { createLifecycle, type Lifecycle } from './lifecycle';
import { createLogout } from './logout';
import { showLogoutNoticeIfDue } from './logout-notice';
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
  const logout = createLogout({ dataLayer });
  let tracking: TrackingGate | undefined;
  const track: AtelierRuntime['track'] = (eventName, customData) => tracking?.track(eventName, customData);
  const runtime: AtelierRuntime = { lifecycle, dataLayer, logout, track };
  win.Atelier = runtime;

  // Decided before anything starts: a page about to be replaced by the editor loads no behaviours.
  let leaving = false;
  lifecycle.register(() => {
    leaving = checkEditorRedirect(context, win);
  });
  lifecycle.register(() => installEscapeKey({ context, logout, win }));
  lifecycle.register(() => {
    announceToEditor(win);
  });
  lifecycle.register(() => installOutsideClick(dialogs, doc));
  lifecycle.register(() => {
    showLogoutNoticeIfDue(win);
  });
  lifecycle.register(() => (context && !leaving ? startBehaviours(doc, context) : undefined));
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

  if (doc.readyState === 'loading')
    doc.addEventListener('DOMContentLoaded', () => lifecycle.run(), { once: true });
  else lifecycle.run();
  return runtime;
}

// A page that somehow includes the entry twice keeps the first runtime.
if (!window.Atelier) boot();
