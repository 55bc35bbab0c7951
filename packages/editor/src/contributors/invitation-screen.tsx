import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { describeError } from '../api/api-error';
import type { Account } from '../api/api-types';
import { acceptInvitation, type InvitationDetails, readInvitation } from '../api/contributors.api';
import { FormError, TextField } from '../shared/fields';
import { queryKeys } from '../shared/queries';
import { SignInForm } from '../shared/sign-in-form';

interface InvitationScreenProps {
  token: string;
  /** The account signed in on this host, if any. */
  account: Account | null;
  /** The invitation is accepted: open the editor as this account. */
  onJoined(account: Account): void;
  onSignOut(): void;
}

/**
 * Where an invitation's mailed link lands: who invites to what, then one step to join, by signing
 * in with the invited address or by opening an account for it.
 */
export function InvitationScreen({ token, account, onJoined, onSignOut }: InvitationScreenProps) {
  const read = useQuery({ queryKey: queryKeys.invitation(token), queryFn: () => readInvitation(token) });
  const invitation: InvitationDetails | null = read.data ?? null;
  const [acceptError, setError] = useState<string | null>(null);
  const error = acceptError ?? (read.error ? describeError(read.error) : null);
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');

  async function accept(details?: { password: string; displayName: string }) {
    setBusy(true);
    setError(null);
    try {
      onJoined((await acceptInvitation(token, details)).account);
    } catch (e) {
      setError(describeError(e));
      setBusy(false);
    }
  }

  function create(event: FormEvent) {
    event.preventDefault();
    void accept({ password, displayName: name.trim() });
  }

  const sameAccount = account && invitation && account.email.toLowerCase() === invitation.email;
  let body = null;
  if (invitation && sameAccount) {
    body = (
      <button type="button" className="button button--primary" disabled={busy} onClick={() => void accept()}>
        Accept invitation
      </button>
    );
  } else if (invitation && account) {
    body = (
      <>
        <p>
          You are signed in as {account.email}, but the invitation is for {invitation.email}.
        </p>
        <button type="button" className="button" onClick={onSignOut}>
          Sign out
        </button>
      </>
    );
  } else if (invitation?.accountExists) {
    body = (
      <>
        <p>Sign in with {invitation.email} to accept.</p>
        <SignInForm onSignedIn={() => void accept()} />
      </>
    );
  } else if (invitation) {
    body = (
      <form className="stack" onSubmit={create} aria-label="Create your account">
        <p>
          Create your Atelier account for <strong>{invitation.email}</strong> to accept.
        </p>
        <TextField
          label="Your name"
          value={name}
          autoComplete="name"
          onChange={(e) => setName(e.target.value)}
        />
        <TextField
          label="Choose a password"
          type="password"
          autoComplete="new-password"
          hint="At least 10 characters."
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={busy}>
          Create account and join
        </button>
      </form>
    );
  }

  return (
    <main className="editor-signin">
      <section className="auth-card stack" aria-labelledby="invitation-title">
        <p className="brand">Atelier</p>
        <h1 id="invitation-title">
          {invitation ? `Join “${invitation.siteTitle}” as ${invitation.roleName}` : 'Your invitation'}
        </h1>
        {!invitation && !error ? <p role="status">Reading the invitation…</p> : null}
        {body}
        <FormError message={error} />
      </section>
    </main>
  );
}
