import { isValidEmail, newId } from '@atelier/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB, NewsletterSubscribersTable } from '#platform/db/schema';
import type { Mailer } from '#platform/mail/mail-queue';
import { randomToken, sha256 } from '#platform/security/tokens';
import * as q from './newsletter.queries';
import { confirmationMail, newsletterLinks } from './newsletter-mail';

type Db = Kysely<DB> | Transaction<DB>;

export interface NewsletterSignUp {
  websiteId: string;
  formId: string;
  email: string;
  /** The address the visitor used, e.g. https://www.example.com; the links in the email start with it. */
  siteBaseUrl: string;
  siteTitle: string;
  /** The site language the visitor signed up in, null for the primary one (`siteLocale`). */
  locale?: string | null;
  siteLocale?: string;
}

/** A pending address gets another confirmation email at most this often. */
export const CONFIRMATION_RESEND_MS = 5 * 60_000;

export type SignUpOutcome = 'confirmation-sent' | 'unchanged';

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/**
 * Double opt-in. A new address, or one that unsubscribed, becomes pending and is sent a
 * confirmation link; a pending one is sent a fresh link unless it just got one; a confirmed one is
 * left alone. The caller learns nothing it could tell a visitor about who is on the list.
 */
export async function subscribeToNewsletter(
  db: Db,
  mail: Mailer,
  signUp: NewsletterSignUp,
  now = new Date(),
): Promise<SignUpOutcome> {
  const email = normaliseEmail(signUp.email);
  if (!isValidEmail(email)) return 'unchanged';
  const confirmToken = randomToken();
  const unsubscribeToken = randomToken();
  const sentAt = now.toISOString();
  const fresh: NewsletterSubscribersTable = {
    id: newId(),
    website_id: signUp.websiteId,
    form_id: signUp.formId,
    email,
    status: 'pending',
    confirm_token_hash: sha256(confirmToken),
    unsubscribe_token_hash: sha256(unsubscribeToken),
    confirmation_sent_at: sentAt,
    created_at: sentAt,
    confirmed_at: null,
    unsubscribed_at: null,
    locale: signUp.locale ?? null,
  };
  if (!(await q.insertSubscriber(db, fresh))) {
    const existing = await q.subscriberByEmail(db, signUp.websiteId, email);
    if (!existing || existing.status === 'confirmed') return 'unchanged';
    const lastSent = existing.confirmation_sent_at ? Date.parse(existing.confirmation_sent_at) : 0;
    if (existing.status === 'pending' && now.getTime() - lastSent < CONFIRMATION_RESEND_MS)
      return 'unchanged';
    const renewed = await q.renewPending(db, existing, {
      formId: signUp.formId,
      confirmTokenHash: fresh.confirm_token_hash!,
      unsubscribeTokenHash: fresh.unsubscribe_token_hash,
      sentAt,
    });
    if (!renewed) return 'unchanged';
  }
  const links = newsletterLinks(signUp.siteBaseUrl, confirmToken, unsubscribeToken);
  await mail.enqueue(db, {
    websiteId: signUp.websiteId,
    to: email,
    kind: 'newsletter-confirmation',
    ...confirmationMail(signUp.siteTitle, links, signUp.locale ?? signUp.siteLocale ?? 'en'),
  });
  return 'confirmation-sent';
}

/** Confirms the site's subscriber a confirmation link was sent to; null for an unknown or spent token. */
export async function confirmSubscription(db: Db, websiteId: string, token: string, now = new Date()) {
  if (!token) return null;
  return (await q.confirmByToken(db, websiteId, sha256(token), now.toISOString())) ?? null;
}

/** Unsubscribes whoever the site's link was sent to; null for an unknown token. Using it twice is fine. */
export async function unsubscribeByToken(db: Db, websiteId: string, token: string, now = new Date()) {
  if (!token) return null;
  const row = await q.subscriberByUnsubscribeToken(db, websiteId, sha256(token));
  if (!row) return null;
  await q.unsubscribe(db, websiteId, row.id, now.toISOString());
  return row;
}

/**
 * The `form_id` of an address its holder subscribed on the account page (api/members): no
 * newsletter block's form, the page itself.
 */
export const ACCOUNT_PAGE_SOURCE = 'account-page';

/** Whether an address is a confirmed subscriber of the site's newsletter. */
export async function isSubscribed(db: Db, websiteId: string, email: string): Promise<boolean> {
  const row = await q.subscriberByEmail(db, websiteId, normaliseEmail(email));
  return row?.status === 'confirmed';
}

/**
 * Subscribes an address its holder already confirmed (a signed-in member's, from `source`) as
 * confirmed at once: no confirmation mail, the sign-up and confirmation recorded as now, the source
 * as the form it came through. A confirmed address stays as it was.
 */
export async function subscribeConfirmed(
  db: Db,
  signUp: { websiteId: string; email: string; source: string; locale?: string | null },
  now = new Date(),
): Promise<void> {
  const email = normaliseEmail(signUp.email);
  if (!isValidEmail(email)) return;
  const at = now.toISOString();
  const inserted = await q.insertSubscriber(db, {
    id: newId(),
    website_id: signUp.websiteId,
    form_id: signUp.source,
    email,
    status: 'confirmed',
    confirm_token_hash: null,
    // The list's own unsubscribe link is renewed with each mail; this one is never sent.
    unsubscribe_token_hash: sha256(randomToken()),
    confirmation_sent_at: null,
    created_at: at,
    confirmed_at: at,
    unsubscribed_at: null,
    locale: signUp.locale ?? null,
  });
  if (inserted) return;
  const existing = await q.subscriberByEmail(db, signUp.websiteId, email);
  if (existing && existing.status !== 'confirmed')
    await q.confirmDirectly(db, signUp.websiteId, existing, signUp.source, at);
}

/** Unsubscribes an address from the site's list, as its unsubscribe link does; unknown or twice is fine. */
export async function unsubscribeAddress(db: Db, websiteId: string, email: string, now = new Date()) {
  const row = await q.subscriberByEmail(db, websiteId, normaliseEmail(email));
  if (row) await q.unsubscribe(db, websiteId, row.id, now.toISOString());
}

export const subscriberToJson = (row: NewsletterSubscribersTable) => ({
  id: row.id,
  email: row.email,
  formId: row.form_id,
  status: row.status as 'pending' | 'confirmed' | 'unsubscribed',
  createdAt: row.created_at,
  confirmedAt: row.confirmed_at,
  unsubscribedAt: row.unsubscribed_at,
});
