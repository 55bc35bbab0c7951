import { useText } from '../../i18n/use-text';

/** What the account screen says after a step of the way in (a link followed, a mail sent). */
export type AccountNotice =
  | 'verified'
  | 'link-expired'
  | 'sign-up-sent'
  | 'reset-sent'
  | 'password-changed'
  | 'signed-out'
  | 'deleted';

/** The form an English message of the server answers, shown above that form in the page's language. */
export interface AccountAlert {
  form: 'sign-in' | 'sign-up' | 'reset-request' | 'reset' | 'delete';
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
  /** Signed in: the member; null: the sign-in and sign-up forms. */
  member: { email: string; displayName: string } | null;
  /** A path on this site to come back to after signing in or joining. */
  next: string;
  notice: AccountNotice | null;
  alert: AccountAlert | null;
  /** What the visitor typed, given back with an alert (never a password). */
  values: { email: string; displayName: string };
  /** A password reset link's token: the screen asks for the new password. */
  resetToken: string | null;
  /** The member areas a signed-in member is in. */
  areas: { name: string }[];
  /** The orders placed on the site with the member's (confirmed) address, newest first. */
  orders: AccountOrder[];
  denied: MemberAccessDenied | null;
}

const NOTICE_KEYS = {
  verified: 'verifiedNotice',
  'link-expired': 'linkExpiredNotice',
  'sign-up-sent': 'signUpSentNotice',
  'reset-sent': 'resetSentNotice',
  'password-changed': 'passwordChangedNotice',
  'signed-out': 'signedOutNotice',
  deleted: 'deletedNotice',
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
 * forms that post and answer with a page, so every step works without JavaScript.
 */
export function AccountScreen(props: AccountScreenProps) {
  const text = useText('members');
  const { member, denied, notice } = props;
  const heading = denied ? text('deniedHeading') : text('accountTitle');
  return (
    <div className="account-screen">
      <h1>{heading}</h1>
      {notice ? (
        <p className="account-screen__notice" role="status">
          {text(NOTICE_KEYS[notice])}
        </p>
      ) : null}
      {denied ? <p>{text('deniedIntro', { page: denied.page, area: denied.area })}</p> : null}
      {member ? <SignedIn {...props} member={member} /> : <SignedOut {...props} />}
    </div>
  );
}

function SignedIn({
  member,
  denied,
  next,
  areas,
  orders,
  alert,
}: AccountScreenProps & { member: { email: string } }) {
  const text = useText('members');
  const store = useText('store');
  return (
    <>
      <p>{text('signedInAs', { email: member.email })}</p>
      {denied ? (
        denied.joinable ? (
          <form method="post" action="/account/join">
            <input type="hidden" name="areaId" value={denied.areaId} />
            <input type="hidden" name="page" value={denied.page} />
            <input type="hidden" name="next" value={next} />
            <button type="submit">{text('joinButton', { area: denied.area })}</button>
          </form>
        ) : (
          <p>{text('inviteOnly', { area: denied.area })}</p>
        )
      ) : (
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
      )}
      {denied ? null : (
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
      )}
      <form method="post" action="/account/sign-out">
        <button type="submit" className="secondary">
          {text('signOutButton')}
        </button>
      </form>
      {denied ? null : (
        <section aria-labelledby="account-delete">
          <h2 id="account-delete">{text('deleteHeading')}</h2>
          <p>{text('deleteIntro')}</p>
          <Alert alert={alert} form="delete" />
          <form method="post" action="/account/delete">
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
      )}
    </>
  );
}

function Alert({ alert, form }: { alert: AccountAlert | null; form: AccountAlert['form'] }) {
  const text = useText('members');
  if (alert?.form !== form) return null;
  return (
    <p className="form-error" role="alert">
      {text.fromEnglish(alert.message)}
    </p>
  );
}

function SignedOut({ next, alert, values, resetToken, denied }: AccountScreenProps) {
  const text = useText('members');
  if (resetToken) {
    return (
      <section aria-labelledby="account-reset">
        <h2 id="account-reset">{text('resetHeading')}</h2>
        <Alert alert={alert} form="reset" />
        <form method="post" action="/account/password-reset/complete">
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
