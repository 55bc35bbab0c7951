import { PageLanguageField } from '../../i18n/page-language-field';
import { useText } from '../../i18n/use-text';
import { AccountAlert as Alert } from './account-alert';
import type { AccountScreenProps } from './account-screen';

/**
 * The site's newsletter at the member's confirmed address, on or off: a switch that is a plain form
 * (it works without JavaScript). Not shown on a site without a newsletter.
 */
export function AccountNewsletter({
  newsletter,
  email,
  alert,
}: Pick<AccountScreenProps, 'newsletter' | 'alert'> & { email: string }) {
  const text = useText('members');
  if (!newsletter) return null;
  const on = newsletter.subscribed;
  return (
    <section aria-labelledby="account-newsletter" className="account-screen__newsletter">
      <h2 id="account-newsletter">{text('newsletterHeading')}</h2>
      <Alert alert={alert} form="newsletter" />
      <p data-newsletter={on ? 'on' : 'off'}>
        {on ? text('newsletterOn', { email }) : text('newsletterOff')}
      </p>
      <form method="post" action="/account/newsletter">
        <PageLanguageField />
        <input type="hidden" name="subscribed" value={on ? 'false' : 'true'} />
        <button type="submit" className={on ? 'secondary' : undefined}>
          {text(on ? 'unsubscribeButton' : 'subscribeButton')}
        </button>
      </form>
    </section>
  );
}
