import { useCallback, useEffect, useState } from 'react';
import type { Account } from '../api/api-types';
import { fetchSession } from '../api/auth.api';
import { api } from '../api/client';

export type SessionState =
  | { kind: 'loading' }
  | { kind: 'signed-out'; notice: string | null }
  | { kind: 'signed-in'; account: Account };

/**
 * The signed-in account of this host. `boot` runs first (the editor redeems a handoff token there)
 * and may settle the session itself; a 401 from any later call returns to the signed-out state.
 */
export function useSession(boot?: () => Promise<SessionState | null>) {
  const [state, setState] = useState<SessionState>({ kind: 'loading' });

  // The boot step runs once per page load, like the single-use token it may redeem.
  // biome-ignore lint/correctness/useExhaustiveDependencies: boot is read once, on mount
  useEffect(() => {
    let live = true;
    (async () => {
      let next = boot ? await boot() : null;
      if (!next) {
        try {
          const account = await fetchSession();
          next = account ? { kind: 'signed-in', account } : { kind: 'signed-out', notice: null };
        } catch (e) {
          next = { kind: 'signed-out', notice: e instanceof Error ? e.message : null };
        }
      }
      if (live) setState(next);
    })();
    return () => {
      live = false;
    };
  }, []);

  useEffect(
    () =>
      api.onLoginRequired(() =>
        setState((current) =>
          current.kind === 'signed-in'
            ? { kind: 'signed-out', notice: 'Your session has ended. Sign in again.' }
            : current,
        ),
      ),
    [],
  );

  const signedIn = useCallback((account: Account) => setState({ kind: 'signed-in', account }), []);
  const signedOut = useCallback(
    (notice: string | null = null) => setState({ kind: 'signed-out', notice }),
    [],
  );
  return { state, signedIn, signedOut };
}
