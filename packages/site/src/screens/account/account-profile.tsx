import { PageLanguageField } from '../../i18n/page-language-field';
import { useText } from '../../i18n/use-text';
import { AccountAlert as Alert } from './account-alert';
import type { AccountScreenProps } from './account-screen';

type ProfileProps = Pick<AccountScreenProps, 'alert' | 'values'> & {
  member: { email: string; displayName: string };
};

/**
 * The member's details: their name, their email address (changed only once a link mailed to the
 * new one is followed) and their password (after the current one).
 */
export function AccountProfile({ member, alert, values }: ProfileProps) {
  const text = useText('members');
  return (
    <section aria-labelledby="account-profile" className="account-screen__profile">
      <h2 id="account-profile">{text('profileHeading')}</h2>
      <Alert alert={alert} form="name" />
      <form method="post" action="/account/name">
        <PageLanguageField />
        <label htmlFor="profile-name">{text('nameLabel')}</label>
        <input
          id="profile-name"
          name="displayName"
          autoComplete="name"
          maxLength={100}
          defaultValue={alert?.form === 'name' ? values.displayName : member.displayName}
        />
        <button type="submit" className="secondary">
          {text('saveNameButton')}
        </button>
      </form>
      <h3 id="account-email">{text('emailHeading')}</h3>
      <p>{member.email}</p>
      <Alert alert={alert} form="email" />
      <form method="post" action="/account/email" aria-labelledby="account-email">
        <PageLanguageField />
        <p>
          <small>{text('emailChangeHint')}</small>
        </p>
        <label htmlFor="email-new">{text('newEmailLabel')}</label>
        <input
          id="email-new"
          type="email"
          name="email"
          autoComplete="email"
          maxLength={256}
          defaultValue={alert?.form === 'email' ? values.email : ''}
          required
        />
        <label htmlFor="email-password">{text('currentPasswordLabel')}</label>
        <input id="email-password" type="password" name="password" autoComplete="current-password" required />
        <button type="submit" className="secondary">
          {text('sendEmailLinkButton')}
        </button>
      </form>
      <h3 id="account-password">{text('passwordHeading')}</h3>
      <Alert alert={alert} form="password" />
      <form method="post" action="/account/password" aria-labelledby="account-password">
        <PageLanguageField />
        {/* Lets a password manager file the new password under the right account. */}
        <input type="hidden" name="username" autoComplete="username" value={member.email} />
        <label htmlFor="password-current">{text('currentPasswordLabel')}</label>
        <input
          id="password-current"
          type="password"
          name="currentPassword"
          autoComplete="current-password"
          required
        />
        <label htmlFor="password-new">{text('newPasswordLabel')}</label>
        <input
          id="password-new"
          type="password"
          name="newPassword"
          autoComplete="new-password"
          minLength={10}
          required
        />
        <button type="submit" className="secondary">
          {text('savePasswordButton')}
        </button>
      </form>
    </section>
  );
}
