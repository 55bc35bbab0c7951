import { PageLanguageField } from '../../i18n/page-language-field';
import { useText } from '../../i18n/use-text';
import { type AccountAddress, AccountAddresses, type AccountAddressForm } from './account-addresses';
import { AccountAlert as Alert } from './account-alert';
import { type AccountDownload, AccountDownloads } from './account-downloads';
import { AccountNewsletter } from './account-newsletter';
import { AccountProfile } from './account-profile';
import { SignedOut } from './account-signed-out';

export type { AccountAddress, AccountAddressForm, AccountAddressValues } from './account-addresses';
export type { AccountDownload } from './account-downloads';

/** The signed-in account's behaviour (account-widgets.ts). */
export const ACCOUNT_WIDGETS_BEHAVIOUR = 'account-widgets';

/** What the account screen says after a step (a link followed, a mail sent, a change saved). */
export type AccountNotice =
  | 'verified'
  | 'link-expired'
  | 'sign-up-sent'
  | 'reset-sent'
  | 'password-changed'
  | 'signed-out'
  | 'deleted'
  | 'name-saved'
  | 'password-saved'
  | 'email-sent'
  | 'email-changed'
  | 'address-saved'
  | 'address-removed'
  | 'default-address'
  | 'newsletter-on'
  | 'newsletter-off';

/** The form an English message of the server answers, shown above that form in the page's language. */
export interface AccountAlert {
  form:
    | 'sign-in'
    | 'sign-up'
    | 'reset-request'
    | 'reset'
    | 'delete'
    | 'name'
    | 'password'
    | 'email'
    | 'address'
    | 'newsletter';
  message: string;
}

/** A member area the page asked for is in, for a visitor who may not see it (page type 106). */
export interface MemberAccessDenied {
  /** The page's title as the visitor reads it. */
  page: string;
  area: string;
  areaId: string;
  /** Anyone with an account may join the area (else only people the owner adds). */
  joinable: boolean;
}

/** One of the member's orders as the account lists it: its status page by its signed link. */
export interface AccountOrder {
  number: number;
  /** When it was placed, formatted for the page's language. */
  placed: string;
  status: 'pending' | 'paid' | 'expired' | 'failed' | 'cancelled' | 'refunded';
  total: string;
  href: string;
}

export interface AccountScreenProps {
  /**
   * Signed in: the member, and when their account was made (ISO 8601, shown as how long ago); null:
   * the sign-in and sign-up forms.
   */
  member: { email: string; displayName: string; since?: string } | null;
  /** A path on this site to come back to after signing in or joining. */
  next: string;
  notice: AccountNotice | null;
  alert: AccountAlert | null;
  /** What the visitor typed, given back with an alert (never a password). */
  values: { email: string; displayName: string };
  /** A password reset link's token: the screen asks for the new password. */
  resetToken: string | null;
  /** The member areas a signed-in member is in, named in the page's language. */
  areas: { name: string }[];
  /** The orders placed on the site with the member's (confirmed) address, newest first. */
  orders: AccountOrder[];
  denied: MemberAccessDenied | null;
  /** The member's saved shipping addresses, oldest first. */
  addresses?: AccountAddress[];
  /** The address form as shown: one being edited, or the fields sent with an alert; null: a new one. */
  addressForm?: AccountAddressForm | null;
  /** The most addresses a member keeps. */
  addressLimit?: number;
  /** The countries an address may be in, named in the page's language (the address form's list). */
  countries?: readonly { code: string; name: string }[];
  /** The digital files of the member's paid orders. */
  downloads?: AccountDownload[];
  /** The site's newsletter at the member's address; null (or absent) on a site without one. */
  newsletter?: { subscribed: boolean } | null;
  /**
   * For the sign-out behaviour (spec 001 §7): the session's XSRF token, sent in the site-user XSRF
   * header, the site's crumb every call of its scripts carries, and the page the member lands on
   * once signed out.
   */
  signOut?: { xsrf: string; crumb: string; done: string };
}

const NOTICE_KEYS = {
  verified: 'verifiedNotice',
  'link-expired': 'linkExpiredNotice',
  'sign-up-sent': 'signUpSentNotice',
  'reset-sent': 'resetSentNotice',
  'password-changed': 'passwordChangedNotice',
  'signed-out': 'signedOutNotice',
  deleted: 'deletedNotice',
  'name-saved': 'nameSavedNotice',
  'password-saved': 'passwordSavedNotice',
  'email-sent': 'emailSentNotice',
  'email-changed': 'emailChangedNotice',
  'address-saved': 'addressSavedNotice',
  'address-removed': 'addressRemovedNotice',
  'default-address': 'defaultAddressNotice',
  'newsletter-on': 'newsletterOnNotice',
  'newsletter-off': 'newsletterOffNotice',
} as const;

const STATUS_KEYS = {
  pending: 'statusPending',
  paid: 'statusPaid',
  expired: 'statusExpired',
  failed: 'statusFailed',
  cancelled: 'statusCancelled',
  refunded: 'statusRefunded',
} as const;

/**
 * A visitor's account on the site, and the access screen of a member page (page type 106): plain
 * forms that post and answer with a page, so every step works without JavaScript. Each form carries
 * the page's language, so its answer and its redirect come back in it.
 */
export function AccountScreen(props: AccountScreenProps) {
  const text = useText('members');
  const { member, denied, notice } = props;
  const heading = denied ? text('deniedHeading') : text('accountTitle');
  const own = Boolean(member && !denied);
  return (
    <div
      className={own ? 'account-screen account-screen--member' : 'account-screen'}
      // The account's widgets (account-widgets.ts), with the relative time's words in the page's language.
      {...(own
        ? {
            'data-behaviour': ACCOUNT_WIDGETS_BEHAVIOUR,
            'data-just-now': text('justNow'),
            'data-seconds-ago': text('secondsAgo', { n: '{n}' }),
          }
        : {})}
    >
      <h1>{heading}</h1>
      {notice ? (
        <p className="account-screen__notice" role="status">
          {text(NOTICE_KEYS[notice])}
        </p>
      ) : null}
      {denied ? <p>{text('deniedIntro', { page: denied.page, area: denied.area })}</p> : null}
      {member ? (
        denied ? (
          <Denied {...props} member={member} denied={denied} />
        ) : (
          <SignedIn {...props} member={member} />
        )
      ) : (
        <SignedOut {...props} />
      )}
    </div>
  );
}

/**
 * Signing out, with the choice to keep a copy of the cart on this device (`cloneCart`); the cart
 * stays with the account either way. The behaviour signs out through the spec's call; without
 * JavaScript the form posts.
 */
function SignOut({ signOut }: { signOut?: AccountScreenProps['signOut'] }) {
  const text = useText('members');
  return (
    <form
      method="post"
      action="/account/sign-out"
      className="account-screen__sign-out"
      data-behaviour={signOut ? 'account-sign-out' : undefined}
      data-xsrf={signOut?.xsrf}
      data-crumb={signOut?.crumb}
      data-signed-out={signOut?.done}
    >
      <PageLanguageField />
      <label className="account-screen__check">
        <input type="checkbox" name="cloneCart" value="true" /> {text('keepCartLabel')}
      </label>
      <button type="submit" className="secondary">
        {text('signOutButton')}
      </button>
    </form>
  );
}

/** A signed-in member on a member page they may not see: join it, or that only the owner adds people. */
function Denied({
  member,
  denied,
  next,
  signOut,
}: AccountScreenProps & { member: { email: string }; denied: MemberAccessDenied }) {
  const text = useText('members');
  return (
    <>
      <p>{text('signedInAs', { email: member.email })}</p>
      {denied.joinable ? (
        <form method="post" action="/account/join">
          <PageLanguageField />
          <input type="hidden" name="areaId" value={denied.areaId} />
          <input type="hidden" name="page" value={denied.page} />
          <input type="hidden" name="next" value={next} />
          <button type="submit">{text('joinButton', { area: denied.area })}</button>
        </form>
      ) : (
        <p>{text('inviteOnly', { area: denied.area })}</p>
      )}
      <SignOut signOut={signOut} />
    </>
  );
}

/** How long ago the account was made: the date, which the account's widgets turn into "2 days ago". */
function Since({ since }: { since?: string }) {
  const text = useText('members');
  const time = since ? Date.parse(since) : Number.NaN;
  if (Number.isNaN(time)) return null;
  const date = new Intl.DateTimeFormat(text.tag, { dateStyle: 'medium', timeZone: 'UTC' }).format(time);
  return (
    <p className="account-screen__since">
      {text('accountCreated')}{' '}
      <time dateTime={since} data-relative-time="">
        {date}
      </time>
    </p>
  );
}

function SignedIn(props: AccountScreenProps & { member: { email: string; displayName: string } }) {
  const { member, areas, orders, alert } = props;
  const text = useText('members');
  const store = useText('store');
  return (
    <>
      {/* One line, fitted to its box on a phone (a long address is one long word). */}
      <p className="account-screen__signed-in" data-text-shrink="">
        {text('signedInAs', { email: member.email })}
      </p>
      <Since since={member.since} />
      <SignOut signOut={props.signOut} />
      <section aria-labelledby="account-orders">
        <h2 id="account-orders">{text('yourOrders')}</h2>
        {orders.length ? (
          <ul className="account-screen__orders">
            {orders.map((order) => (
              <li key={order.number}>
                <a href={order.href}>{store('orderReference', { number: order.number })}</a>
                {` · ${order.placed} · ${store(STATUS_KEYS[order.status])} · ${order.total}`}
              </li>
            ))}
          </ul>
        ) : (
          <p>{text('noOrders')}</p>
        )}
      </section>
      <section aria-labelledby="account-areas">
        <h2 id="account-areas">{text('yourAreas')}</h2>
        {areas.length ? (
          <ul>
            {areas.map((area) => (
              <li key={area.name}>{area.name}</li>
            ))}
          </ul>
        ) : (
          <p>{text('noAreas')}</p>
        )}
      </section>
      <AccountDownloads downloads={props.downloads} />
      <AccountNewsletter newsletter={props.newsletter} email={member.email} alert={alert} />
      <AccountProfile member={member} alert={alert} values={props.values} />
      <AccountAddresses {...props} />
      <section aria-labelledby="account-delete">
        <h2 id="account-delete">{text('deleteHeading')}</h2>
        <p>{text('deleteIntro')}</p>
        <Alert alert={alert} form="delete" />
        <form method="post" action="/account/delete">
          <PageLanguageField />
          <label htmlFor="delete-password">{text('passwordLabel')}</label>
          <input
            id="delete-password"
            type="password"
            name="password"
            autoComplete="current-password"
            required
          />
          <button type="submit" className="secondary">
            {text('deleteButton')}
          </button>
        </form>
      </section>
    </>
  );
}

/** Page type 208: the visitor joined a member area: its welcome, and the way on to the page they asked for. */
export function MemberJoinedScreen({
  area,
  welcome,
  page,
  path,
}: {
  area: string;
  /** The owner's welcome text for the area; empty without one. */
  welcome: string;
  page: string;
  path: string;
}) {
  const text = useText('members');
  return (
    <div className="account-screen">
      <h1>{text('joinedHeading', { area })}</h1>
      {welcome ? <p className="account-screen__welcome">{welcome}</p> : null}
      <a className="button" href={path}>
        {text('continueTo', { page })}
      </a>
    </div>
  );
}
