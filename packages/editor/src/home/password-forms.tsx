import { type FormEvent, useState } from 'react';
import { ApiError, describeError } from '../api/api-error';
import { changePassword, requestPasswordReset, resetPassword } from '../api/auth.api';
import { FormError, TextField } from '../shared/fields';
import { NO_MAIL, PASSWORD_MIN } from './sign-up-form';

/** The message of the server's log line that carries the link (api/account/password.routes.ts). */
const RESET_LINK_LOG = 'password reset link';

/** Runs a form's request with a busy flag, field errors and a form-wide error. */
function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  async function run(event: FormEvent, action: () => Promise<void>): Promise<boolean> {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setFieldErrors({});
    try {
      await action();
      return true;
    } catch (e) {
      if (e instanceof ApiError) setFieldErrors(e.fieldErrors);
      setError(describeError(e));
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, fieldErrors, setFieldErrors, run };
}

const tooShort = (password: string) =>
  password.length < PASSWORD_MIN ? `Use at least ${PASSWORD_MIN} characters.` : null;

function NewPasswordField(props: {
  name: string;
  value: string;
  error?: string;
  onChange(value: string): void;
}) {
  return (
    <TextField
      label="New password"
      type="password"
      name={props.name}
      autoComplete="new-password"
      required
      minLength={PASSWORD_MIN}
      hint={`At least ${PASSWORD_MIN} characters.`}
      value={props.value}
      error={props.error}
      onChange={(e) => props.onChange(e.target.value)}
    />
  );
}

/** Asks for a reset link by mail. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<{ to: string; mailConfigured: boolean } | null>(null);
  const { busy, error, fieldErrors, run } = useSubmit();

  async function submit(event: FormEvent) {
    const address = email.trim();
    let mailConfigured = true;
    const ok = await run(event, async () => {
      mailConfigured = (await requestPasswordReset(address)).mailConfigured !== false;
    });
    if (ok) setSent({ to: address, mailConfigured });
  }

  if (sent?.mailConfigured) {
    return (
      <p className="notice" role="status">
        If an account uses {sent.to}, we sent it a link to choose a new password. The link works once, for 1
        hour.
      </p>
    );
  }
  if (sent) {
    return (
      <div className="notice stack stack--tight" role="status">
        <p>{NO_MAIL}</p>
        <p>
          If an account uses {sent.to}, the link to choose a new password is in the server's log: look for "
          {RESET_LINK_LOG}". Whoever runs this server can copy it from there. The link works once, for 1 hour.
        </p>
      </div>
    );
  }
  return (
    <form className="stack" onSubmit={submit} aria-label="Reset password">
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="username"
        required
        value={email}
        error={fieldErrors.email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <FormError message={error} />
      <button type="submit" className="button button--primary button--wide" disabled={busy}>
        {busy ? 'Sending…' : 'Send reset link'}
      </button>
    </form>
  );
}

/** Sets a new password with the token of a mailed reset link. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone(): void }) {
  const [password, setPassword] = useState('');
  const { busy, error, fieldErrors, setFieldErrors, run } = useSubmit();

  async function submit(event: FormEvent) {
    const short = tooShort(password);
    if (short) {
      event.preventDefault();
      setFieldErrors({ password: short });
      return;
    }
    if (await run(event, () => resetPassword(token, password))) onDone();
  }

  return (
    <form className="stack" onSubmit={submit} aria-label="Choose a new password">
      <NewPasswordField
        name="password"
        value={password}
        error={fieldErrors.password}
        onChange={setPassword}
      />
      <FormError message={error} />
      <button type="submit" className="button button--primary button--wide" disabled={busy}>
        {busy ? 'Saving…' : 'Set new password'}
      </button>
    </form>
  );
}

/** The signed-in owner changes their password; their other sessions end. */
export function ChangePasswordForm({ onClose }: { onClose(): void }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [done, setDone] = useState(false);
  const { busy, error, fieldErrors, setFieldErrors, run } = useSubmit();

  async function submit(event: FormEvent) {
    const short = tooShort(next);
    if (short) {
      event.preventDefault();
      setFieldErrors({ newPassword: short });
      return;
    }
    if (await run(event, () => changePassword(current, next))) {
      setDone(true);
      setCurrent('');
      setNext('');
    }
  }

  return (
    <section className="auth-card" aria-labelledby="password-title">
      <h2 id="password-title">Change password</h2>
      {done ? (
        <p className="notice" role="status">
          Your password is changed. Your other sessions were signed out.
        </p>
      ) : (
        <form className="stack" onSubmit={submit} aria-label="Change password">
          <TextField
            label="Current password"
            type="password"
            name="currentPassword"
            autoComplete="current-password"
            required
            value={current}
            error={fieldErrors.currentPassword}
            onChange={(e) => setCurrent(e.target.value)}
          />
          <NewPasswordField
            name="newPassword"
            value={next}
            error={fieldErrors.newPassword}
            onChange={setNext}
          />
          <FormError message={error} />
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Saving…' : 'Change password'}
          </button>
        </form>
      )}
      <button type="button" className="link-button" onClick={onClose}>
        Close
      </button>
    </section>
  );
}
