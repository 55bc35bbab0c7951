import { PageLanguageField } from '../../i18n/page-language-field';
import { useText } from '../../i18n/use-text';
import { AccountAlert as Alert } from './account-alert';
import type { AccountScreenProps } from './account-screen';

/**
 * The way in: sign in, sign up and ask for a new password; with a reset link's token, the new
 * password. Each form carries the page's language, so its answer comes back in it.
 */
export function SignedOut({ next, alert, values, resetToken, denied }: AccountScreenProps) {
  const text = useText('members');
  if (resetToken) {
    return (
      <section aria-labelledby="account-reset">
        <h2 id="account-reset">{text('resetHeading')}</h2>
        <Alert alert={alert} form="reset" />
        <form method="post" action="/account/password-reset/complete">
          <PageLanguageField />
          <input type="hidden" name="token" value={resetToken} />
          <label htmlFor="reset-password">{text('newPasswordLabel')}</label>
          <input
            id="reset-password"
            type="password"
            name="password"
            autoComplete="new-password"
            minLength={10}
            required
          />
          <button type="submit">{text('savePasswordButton')}</button>
        </form>
      </section>
    );
  }
  return (
    <>
      {denied ? <p>{text('deniedSignIn')}</p> : null}
      <section aria-labelledby="account-sign-in">
        <h2 id="account-sign-in">{text('signInHeading')}</h2>
        <Alert alert={alert} form="sign-in" />
        <form method="post" action="/account/sign-in">
          <PageLanguageField />
          <input type="hidden" name="next" value={next} />
          <label htmlFor="sign-in-email">{text('emailLabel')}</label>
          <input
            id="sign-in-email"
            type="email"
            name="email"
            autoComplete="email"
            defaultValue={alert?.form === 'sign-in' ? values.email : ''}
            required
          />
          <label htmlFor="sign-in-password">{text('passwordLabel')}</label>
          <input
            id="sign-in-password"
            type="password"
            name="password"
            autoComplete="current-password"
            required
          />
          <label className="account-screen__check">
            <input type="checkbox" name="rememberMe" value="true" /> {text('rememberMe')}
          </label>
          <button type="submit">{text('signInButton')}</button>
        </form>
      </section>
      <section aria-labelledby="account-sign-up">
        <h2 id="account-sign-up">{text('signUpHeading')}</h2>
        <Alert alert={alert} form="sign-up" />
        <form method="post" action="/account/sign-up">
          <PageLanguageField />
          <input type="hidden" name="next" value={next} />
          <label htmlFor="sign-up-name">{text('nameLabel')}</label>
          <input
            id="sign-up-name"
            name="displayName"
            autoComplete="name"
            maxLength={100}
            defaultValue={alert?.form === 'sign-up' ? values.displayName : ''}
          />
          <label htmlFor="sign-up-email">{text('emailLabel')}</label>
          <input
            id="sign-up-email"
            type="email"
            name="email"
            autoComplete="email"
            defaultValue={alert?.form === 'sign-up' ? values.email : ''}
            required
          />
          <label htmlFor="sign-up-password">{text('newPasswordLabel')}</label>
          <input
            id="sign-up-password"
            type="password"
            name="password"
            autoComplete="new-password"
            minLength={10}
            required
          />
          <button type="submit">{text('signUpButton')}</button>
        </form>
      </section>
      <section aria-labelledby="account-forgot">
        <h2 id="account-forgot">{text('forgotHeading')}</h2>
        <Alert alert={alert} form="reset-request" />
        <form method="post" action="/account/password-reset">
          <PageLanguageField />
          <label htmlFor="reset-email">{text('emailLabel')}</label>
          <input id="reset-email" type="email" name="email" autoComplete="email" required />
          <button type="submit" className="secondary">
            {text('sendResetButton')}
          </button>
        </form>
      </section>
    </>
  );
}
