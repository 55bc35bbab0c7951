import type { DataLayer, DataLayerError } from './data-layer';
import { openSystemError, type SystemErrorData } from './system-error';

export const LOGOUT_URL = '/api/auth/Logout';
/** Fired on window once the server has ended the session, before leaving the page. */
export const LOGOUT_EVENT = 'atelier:logout';
/** Where a logout lands (spec 000 §2: the site root with logout=true). */
export const LOGGED_OUT_ADDRESS = '/?logout=true';

export interface LogoutDeps {
  dataLayer: Pick<DataLayer, 'post'>;
  navigate?: (url: string) => void;
  target?: EventTarget;
  /** Shows a failure the data layer left to its caller; the system error overlay by default. */
  openSystemError?: (data: SystemErrorData) => unknown;
}

/**
 * Makes the logout action. Calls while one is under way share it, so a double Shift+Escape sends
 * one request. Resolves true once the page is leaving; false when the server could not be told,
 * in which case the visitor has been shown why and a later call may try again.
 */
export function createLogout(deps: LogoutDeps): () => Promise<boolean> {
  let running: Promise<boolean> | null = null;
  const perform = async () => {
    try {
      await deps.dataLayer.post(LOGOUT_URL);
    } catch (error) {
      running = null;
      // The data layer shows most errors itself, but leaves an error the server explained (a 500
      // with an error body) to the caller (spec 000 §8). Logout has no failure handler of its own,
      // so that error is unhandled and gets the system error overlay too.
      const failure = error as Partial<DataLayerError> | null;
      if (failure?.kind === 'failure') {
        // A server that hid its internals flags the answer cleaned: the overlay's generic text.
        const cleaned = (failure.body as { cleaned?: unknown } | undefined)?.cleaned === true;
        void (deps.openSystemError ?? openSystemError)({
          message: (error as Error).message,
          ...(cleaned ? { cleaned } : {}),
        });
      }
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
