import { useState } from 'react';
import { describeError } from '../api/api-error';
import { signOut } from '../api/auth.api';
import { SignInForm } from '../shared/sign-in-form';
import { useSession } from '../shared/use-session';
import { ChangePasswordForm, ForgotPasswordForm, ResetPasswordForm } from './password-forms';
import { SignUpForm } from './sign-up-form';
import { SitesPage } from './sites-page';
import { useContinue } from './use-continue';

/** Signed in, but not with an account that may edit the site the browser came from. */
function RefusedNotice(props: { address: string; account: string; onDismiss(): void }) {
  return (
    <div className="form-error" role="alert">
      <p>
        {props.account} cannot edit {props.address}: the site does not exist, or this account has no role on
        it. Sign out to use another account, or ask the site's owner to invite you.
      </p>
      <button type="button" className="link-button" onClick={props.onDismiss}>
        Dismiss
      </button>
    </div>
  );
}

/** The platform home: sign in or sign up, then the owner's sites (or the site's editor it was sent for). */
export function HomeApp() {
  const { state, signedIn, signedOut } = useSession();
  // Sent here to sign in for a site's editor (GET /api/auth/continue): it opens once signed in.
  const editor = useContinue(state);
  const [mode, setMode] = useState<'sign-in' | 'sign-up' | 'forgot'>('sign-in');
  const [signOutError, setSignOutError] = useState<string | null>(null);
  const [changingPassword, setChangingPassword] = useState(false);
  // Set by the link in the sign-up confirmation mail (GET /api/auth/verify).
  const [verified] = useState(() => new URLSearchParams(window.location.search).get('verified'));
  // The token of a password reset link; it leaves the address bar and history at once.
  const [resetToken, setResetToken] = useState(() => {
    const token = new URLSearchParams(window.location.search).get('reset');
    if (token) history.replaceState(history.state, '', window.location.pathname);
    return token;
  });

  async function leave() {
    try {
      await signOut();
      editor.retry();
      signedOut('You have been signed out.');
    } catch (e) {
      setSignOutError(describeError(e));
    }
  }

  return (
    <div className="home">
      <header className="home__bar">
        <span className="brand">Atelier</span>
        {state.kind === 'signed-in' ? (
          <div className="home__account">
            <span className="muted">{state.account.displayName || state.account.email}</span>
            <button
              type="button"
              className="button button--quiet"
              aria-expanded={changingPassword}
              onClick={() => setChangingPassword((open) => !open)}
            >
              Password
            </button>
            <button type="button" className="button button--quiet" onClick={leave}>
              Sign out
            </button>
          </div>
        ) : null}
      </header>
      <main className="home__main" id="main">
        {signOutError ? (
          <p className="form-error" role="alert">
            {signOutError}
          </p>
        ) : null}
        {state.kind === 'loading' ? (
          <p className="muted" role="status">
            Loading…
          </p>
        ) : editor.leaving ? (
          <p className="muted" role="status">
            Opening the editor of {editor.target?.address}…
          </p>
        ) : resetToken ? (
          <section className="auth-card" aria-labelledby="auth-title">
            <h1 id="auth-title">Choose a new password</h1>
            <ResetPasswordForm
              token={resetToken}
              onDone={() => {
                setResetToken(null);
                setMode('sign-in');
                signedOut(
                  'Your password is changed and every session was signed out. Sign in with your new password.',
                );
              }}
            />
          </section>
        ) : state.kind === 'signed-in' ? (
          <>
            {changingPassword ? <ChangePasswordForm onClose={() => setChangingPassword(false)} /> : null}
            {editor.target?.refused ? (
              <RefusedNotice
                address={editor.target.address}
                account={state.account.email}
                onDismiss={editor.dismiss}
              />
            ) : null}
            <SitesPage />
          </>
        ) : (
          <section className="auth-card" aria-labelledby="auth-title">
            {state.notice ? (
              <p className="notice" role="status">
                {state.notice}
              </p>
            ) : null}
            {verified === '1' ? (
              <p className="notice" role="status">
                Your email address is confirmed. Sign in to continue.
              </p>
            ) : verified === '0' ? (
              <p className="form-error" role="alert">
                This confirmation link has expired or was already used.
              </p>
            ) : null}
            {mode === 'sign-in' ? (
              <>
                {editor.target ? (
                  <>
                    <h1 id="auth-title">Sign in to edit this site</h1>
                    <p className="muted">
                      Sign in to Atelier, and the editor of {editor.target.address} opens.
                    </p>
                  </>
                ) : (
                  <h1 id="auth-title">Sign in to Atelier</h1>
                )}
                <SignInForm
                  onSignedIn={(account) => {
                    editor.retry();
                    signedIn(account);
                  }}
                />
                <p className="auth-card__switch">
                  <button type="button" className="link-button" onClick={() => setMode('forgot')}>
                    Forgot your password?
                  </button>
                </p>
                <p className="auth-card__switch">
                  New here?{' '}
                  <button type="button" className="link-button" onClick={() => setMode('sign-up')}>
                    Create an account
                  </button>
                </p>
              </>
            ) : mode === 'forgot' ? (
              <>
                <h1 id="auth-title">Reset your password</h1>
                <ForgotPasswordForm />
                <p className="auth-card__switch">
                  <button type="button" className="link-button" onClick={() => setMode('sign-in')}>
                    Back to sign in
                  </button>
                </p>
              </>
            ) : (
              <>
                <h1 id="auth-title">Create your Atelier account</h1>
                <SignUpForm />
                <p className="auth-card__switch">
                  <button type="button" className="link-button" onClick={() => setMode('sign-in')}>
                    I already have an account
                  </button>
                </p>
              </>
            )}
          </section>
        )}
      </main>
    </div>
  );
}
