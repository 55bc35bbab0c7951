import { messages } from '@atelier/domain';
import { useState } from 'react';
import { describeError } from '../api/api-error';
import { redeemHandoff, signOut } from '../api/auth.api';
import { InvitationScreen } from '../contributors/invitation-screen';
import { SignInForm } from '../shared/sign-in-form';
import { type SessionState, useSession } from '../shared/use-session';
import { EditorWorkspace } from './editor-workspace';

export const HANDOFF_EXPIRED =
  'This sign-in link has expired or was already used. Sign in with your email and password.';

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
    return (
      <main className="editor-signin">
        <section className="auth-card" aria-labelledby="signin-title">
          <p className="brand">Atelier</p>
          <h1 id="signin-title">Sign in to edit this site</h1>
          {state.notice ? (
            <p className="notice" role="status">
              {state.notice}
            </p>
          ) : null}
          <SignInForm onSignedIn={signedIn} />
        </section>
      </main>
    );
  }
  return <EditorWorkspace account={state.account} onSignOut={leave} />;
}
