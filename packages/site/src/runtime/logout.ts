import type { DataLayer } from './data-layer';

export const LOGOUT_URL = '/api/auth/Logout';
/** Fired on window once the server has ended the session, before leaving the page. */
export const LOGOUT_EVENT = 'atelier:logout';
/** Where a logout lands (spec 000 §2: the site root with logout=true). */
export const LOGGED_OUT_ADDRESS = '/?logout=true';

export interface LogoutDeps {
  dataLayer: Pick<DataLayer, 'post'>;
  navigate?: (url: string) => void;
  target?: EventTarget;
}

/**
 * Makes the logout action. Calls while one is under way share it, so a double Shift+Escape sends
 * one request. Resolves true once the page is leaving; false when the server could not be told,
 * in which case the data layer has already shown why and a later call may try again.
 */
export function createLogout(deps: LogoutDeps): () => Promise<boolean> {
  let running: Promise<boolean> | null = null;
  const perform = async () => {
    try {
      await deps.dataLayer.post(LOGOUT_URL);
    } catch {
      running = null;
      return false;
    }
    (deps.target ?? window).dispatchEvent(new CustomEvent(LOGOUT_EVENT));
    (deps.navigate ?? ((url) => location.assign(url)))(LOGGED_OUT_ADDRESS);
    return true;
  };
  return () => {
    running ??= perform();
    return running;
  };
}
