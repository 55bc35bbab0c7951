import { type FormEvent, useState } from 'react';
import { ApiError, describeError } from '../api/api-error';
import { signUp } from '../api/auth.api';
import { FormError, TextField } from '../shared/fields';

export const PASSWORD_MIN = 10;

/** Said when the server answers that it sends no mail (`mailConfigured: false`: no SMTP_URL). */
export const NO_MAIL = 'This server has no mail server set up yet (SMTP_URL), so no email was sent.';
/** The message of the server's log line that carries the link (api/account/auth.routes.ts). */
const SIGN_UP_LINK_LOG = 'sign-up confirmation link';

export function SignUpForm() {
  const [displayName, setDisplayName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<{ to: string; mailConfigured: boolean } | null>(null);

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
      const answer = await signUp(email.trim(), password, displayName.trim());
      setSent({ to: answer.email, mailConfigured: answer.mailConfigured !== false });
    } catch (e) {
      if (e instanceof ApiError) setFieldErrors(e.fieldErrors);
      setError(describeError(e));
      setBusy(false);
    }
  }

  if (sent?.mailConfigured) {
    return (
      <p className="notice" role="status">
        Check your email: we sent a link to {sent.to}. Follow it to confirm your address, then sign in.
      </p>
    );
  }
  if (sent) {
    return (
      <div className="notice stack stack--tight" role="status">
        <p>{NO_MAIL}</p>
        <p>
          The confirmation link for {sent.to} is in the server's log: look for "{SIGN_UP_LINK_LOG}". Whoever
          runs this server can copy it from there; open it to confirm your address, then sign in.
        </p>
      </div>
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
