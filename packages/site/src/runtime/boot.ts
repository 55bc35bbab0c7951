import { startBehaviours } from './behaviours';
import { readSiteContext } from './context';
import type { DataLayer } from './data-layer';
import { dialogs, installOutsideClick } from './dialogs';
import { checkEditorRedirect } from './editor-redirect';
import { installEscapeKey } from './escape-key';
import { lazyDataLayer as dataLayer } from './lazy-data-layer';
import { createLifecycle, type Lifecycle } from './lifecycle';
import { createLogout } from './logout';
import { showLogoutNoticeIfDue } from './logout-notice';

/** What the runtime shares with block behaviours and islands through `window.Atelier`. */
export interface AtelierRuntime {
  lifecycle: Lifecycle;
  dataLayer: DataLayer;
  logout: () => Promise<boolean>;
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
  const runtime: AtelierRuntime = { lifecycle, dataLayer, logout };
  win.Atelier = runtime;

  // Decided before anything starts: a page about to be replaced by the editor loads no behaviours.
  let leaving = false;
  lifecycle.register(() => {
    leaving = checkEditorRedirect(context, win);
  });
  lifecycle.register(() => installEscapeKey({ context, logout, win }));
  lifecycle.register(() => installOutsideClick(dialogs, doc));
  lifecycle.register(() => {
    showLogoutNoticeIfDue(win);
  });
  lifecycle.register(() => (context && !leaving ? startBehaviours(doc, context) : undefined));

  if (doc.readyState === 'loading')
    doc.addEventListener('DOMContentLoaded', () => lifecycle.run(), { once: true });
  else lifecycle.run();
  return runtime;
}

// A page that somehow includes the entry twice keeps the first runtime.
if (!window.Atelier) boot();
