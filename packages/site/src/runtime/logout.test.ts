// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { DataLayerError } from './data-layer';
import { createLogout, LOGGED_OUT_ADDRESS, LOGOUT_EVENT, LOGOUT_URL, type LogoutDeps } from './logout';

function setup(post: (url: string) => Promise<unknown>) {
  const steps: string[] = [];
  const target = new EventTarget();
  target.addEventListener(LOGOUT_EVENT, () => steps.push('event'));
  const dataLayer = {
    post: vi.fn(async (url: string) => {
      steps.push(`post ${url}`);
      return post(url);
    }),
  };
  const navigate = vi.fn((url: string) => steps.push(`go ${url}`));
  const logout = createLogout({
    dataLayer: dataLayer as unknown as LogoutDeps['dataLayer'],
    navigate,
    target,
  });
  return { logout, steps, dataLayer, navigate };
}

describe('logout', () => {
  it('ends the session, fires the logout event, then lands on the site root with logout=true', async () => {
    const { logout, steps } = setup(async () => ({ ok: true }));
    await expect(logout()).resolves.toBe(true);
    expect(LOGOUT_URL).toBe('/api/auth/Logout');
    expect(LOGGED_OUT_ADDRESS).toBe('/?logout=true');
    expect(steps).toEqual(['post /api/auth/Logout', 'event', 'go /?logout=true']);
  });

  it('is performed once while it runs', async () => {
    let finish = () => {};
    const { logout, dataLayer, navigate } = setup(() => new Promise<void>((resolve) => (finish = resolve)));
    const first = logout();
    const second = logout();
    expect(second).toBe(first);
    finish();
    await first;
    expect(dataLayer.post).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('stays on the page when the server could not be told, and may try again', async () => {
    let fail = true;
    const { logout, steps, dataLayer } = setup(async () => {
      if (fail) throw new DataLayerError('network', 'Unable to connect…', 0, undefined);
      return { ok: true };
    });
    await expect(logout()).resolves.toBe(false);
    expect(steps).toEqual(['post /api/auth/Logout']);
    fail = false;
    await expect(logout()).resolves.toBe(true);
    expect(dataLayer.post).toHaveBeenCalledTimes(2);
  });

  it('shows a failure the server explained, which the data layer leaves to its caller', async () => {
    const shown: unknown[] = [];
    const logout = createLogout({
      dataLayer: {
        post: async () => {
          throw new DataLayerError('failure', 'Internal server error. Please try again later.', 500, {});
        },
      } as unknown as LogoutDeps['dataLayer'],
      navigate: () => {},
      openSystemError: (data) => shown.push(data),
    });
    await expect(logout()).resolves.toBe(false);
    expect(shown).toEqual([{ message: 'Internal server error. Please try again later.' }]);
  });

  it('asks for the generic text when the server flags its answer cleaned', async () => {
    const shown: unknown[] = [];
    const logout = createLogout({
      dataLayer: {
        post: async () => {
          throw new DataLayerError('failure', 'Internal server error. Please try again later.', 500, {
            cleaned: true,
          });
        },
      } as unknown as LogoutDeps['dataLayer'],
      navigate: () => {},
      openSystemError: (data) => shown.push(data),
    });
    await expect(logout()).resolves.toBe(false);
    expect(shown).toEqual([{ message: 'Internal server error. Please try again later.', cleaned: true }]);
  });

  it('leaves errors the data layer already showed alone', async () => {
    const shown: unknown[] = [];
    const logout = createLogout({
      dataLayer: {
        post: async () => {
          throw new DataLayerError('network', 'Unable to connect…', 0, undefined);
        },
      } as unknown as LogoutDeps['dataLayer'],
      navigate: () => {},
      openSystemError: (data) => shown.push(data),
    });
    await expect(logout()).resolves.toBe(false);
    expect(shown).toEqual([]);
  });

  it('fires the logout event on window by default', async () => {
    const heard = vi.fn();
    window.addEventListener(LOGOUT_EVENT, heard);
    await createLogout({
      dataLayer: { post: async () => ({}) } as unknown as LogoutDeps['dataLayer'],
      navigate: () => {},
    })();
    window.removeEventListener(LOGOUT_EVENT, heard);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
