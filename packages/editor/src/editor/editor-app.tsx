import { messages } from '@atelier/domain';
import { useEffect, useState } from 'react';
import { describeError } from '../api/api-error';
import { continueAddress, redeemHandoff, signOut } from '../api/auth.api';
import { InvitationScreen } from '../contributors/invitation-screen';
import { type SessionState, useSession } from '../shared/use-session';
import { EditorWorkspace } from './editor-workspace';

export const HANDOFF_EXPIRED =
  'This sign-in link has expired or was already used. Sign in again to open the editor.';

/**
 * Redeems a `handoff` token from the platform home, if the address carries one. The token leaves
 * the address first: it is single-use, and a reload or a copied address must not carry it.
 */
async function bootFromHandoff(): Promise<SessionState | null> {
  const params = new URLSearchParams(location.search);
  const token = params.get('handoff');
  if (!token) return null;
  params.delete('handoff');
  const query = params.toString();
  history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
  try {
    return { kind: 'signed-in', account: await redeemHandoff(token) };
  } catch {
    return { kind: 'signed-out', notice: HANDOFF_EXPIRED };
  }
}

/** This editor address (the hand-off token is gone from it by now), to come back to after signing in. */
const editorPath = () => `${location.pathname}${location.search}`;

/**
 * Signed out with nothing to say (a first visit, a typed address): off to the platform home, which
 * signs the browser in here at once when it is signed in there, or shows its sign-in first.
 */
function ContinueToSignIn() {
  useEffect(() => {
    location.replace(continueAddress(editorPath()));
  }, []);
  return (
    <div className="editor-loading" role="status">
      Opening the sign-in…
    </div>
  );
}

/** Signed out with a reason (signed out, a spent link, an ended session): says so, and signs in on request. */
function SignedOut({ notice }: { notice: string | null }) {
  return (
    <main className="editor-signin">
      <section className="auth-card" aria-labelledby="signin-title">
        <p className="brand">Atelier</p>
        <h1 id="signin-title">Sign in to edit this site</h1>
        {notice ? (
          <p className="notice" role="status">
            {notice}
          </p>
        ) : null}
        <p className="muted">You sign in on the Atelier home page, then come straight back here.</p>
        <a className="button button--primary button--wide" href={continueAddress(editorPath())}>
          Sign in
        </a>
      </section>
    </main>
  );
}

/** The token of an invitation link (`?invitation=`), read once when the editor opens. */
const invitationToken = () => new URLSearchParams(location.search).get('invitation');

/** Drops the spent invitation token from the address. */
function forgetInvitation() {
  const params = new URLSearchParams(location.search);
  params.delete('invitation');
  const query = params.toString();
  history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
}

export function EditorApp() {
  const { state, signedIn, signedOut } = useSession(bootFromHandoff);
  const [invitation, setInvitation] = useState(invitationToken);

  async function leave() {
    try {
      await signOut();
      signedOut(messages.logout.message);
    } catch (e) {
      signedOut(describeError(e));
    }
  }

  if (state.kind === 'loading') {
    return (
      <div className="editor-loading" role="status">
        Loading the editor…
      </div>
    );
  }
  if (invitation) {
    return (
      <InvitationScreen
        token={invitation}
        account={state.kind === 'signed-in' ? state.account : null}
        onSignOut={() => void leave()}
        onJoined={(account) => {
          forgetInvitation();
          setInvitation(null);
          signedIn(account);
        }}
      />
    );
  }
  if (state.kind === 'signed-out') {
    return state.notice === null ? <ContinueToSignIn /> : <SignedOut notice={state.notice} />;
  }
  return <EditorWorkspace account={state.account} onSignOut={leave} />;
}
