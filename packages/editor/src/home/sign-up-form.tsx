import { type FormEvent, useState } from 'react';
import { ApiError, describeError } from '../api/api-error';
import { signUp } from '../api/auth.api';
import { FormError, TextField } from '../shared/fields';

export const PASSWORD_MIN = 10;

export function SignUpForm() {
  const [displayName, setDisplayName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (password.length < PASSWORD_MIN) {
      setFieldErrors({ password: `Use at least ${PASSWORD_MIN} characters.` });
      return;
    }
    setFieldErrors({});
    setBusy(true);
    try {
      setSentTo((await signUp(email.trim(), password, displayName.trim())).email);
    } catch (e) {
      if (e instanceof ApiError) setFieldErrors(e.fieldErrors);
      setError(describeError(e));
      setBusy(false);
    }
  }

  if (sentTo) {
    return (
      <p className="notice" role="status">
        Check your email: we sent a link to {sentTo}. Follow it to confirm your address, then sign in.
      </p>
    );
  }

  return (
    <form className="stack" onSubmit={submit} aria-label="Sign up">
      <TextField
        label="Display name"
        name="displayName"
        autoComplete="name"
        required
        value={displayName}
        error={fieldErrors.displayName}
        onChange={(e) => setDisplayName(e.target.value)}
      />
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        error={fieldErrors.email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN}
        hint={`At least ${PASSWORD_MIN} characters.`}
        value={password}
        error={fieldErrors.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <FormError message={error} />
      <button type="submit" className="button button--primary button--wide" disabled={busy}>
        {busy ? 'Creating your account…' : 'Sign up'}
      </button>
    </form>
  );
}
