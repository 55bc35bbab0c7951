import { useEffect, useState } from 'react';
import { continueAddress } from '../api/auth.api';
import type { SessionState } from '../shared/use-session';

/**
 * A site's editor the platform home was asked to open (`/?continue=<site>&to=<path>`, from
 * `GET /api/auth/continue` when the browser was signed out here, or signed in without a role on the
 * site: `&refused=1`).
 */
export interface ContinueTarget {
  site: string;
  to: string;
  /** The site's own address, as an owner recognises it: `shop.localhost:3000`. */
  address: string;
  refused: boolean;
}

function readTarget(): ContinueTarget | null {
  const params = new URLSearchParams(location.search);
  const site = params.get('continue');
  if (!site || !/^[a-z0-9-]{1,63}$/.test(site)) return null;
  return {
    site,
    to: params.get('to') ?? '/config/',
    address: `${site}.${location.host}`,
    refused: params.get('refused') === '1',
  };
}

/**
 * The editor to continue to, and whether the browser is on its way there: once signed in (just now,
 * or in another tab before this page loaded), the home goes back to the server, which sends it to
 * the editor with a one-time code. A refusal stays on the home page until the owner signs out to
 * try another account.
 */
export function useContinue(state: SessionState) {
  const [target, setTarget] = useState(readTarget);
  const leaving = target !== null && !target.refused && state.kind === 'signed-in';

  useEffect(() => {
    if (leaving && target) location.assign(continueAddress(target.to, target.site));
  }, [leaving, target]);

  return {
    target,
    leaving,
    /** Signing out after a refusal: the next sign-in tries the site again. */
    retry: () => setTarget((current) => (current ? { ...current, refused: false } : current)),
    /** Leaves the site's editor aside: the home page as usual. */
    dismiss: () => {
      setTarget(null);
      history.replaceState(history.state, '', location.pathname);
    },
  };
}
