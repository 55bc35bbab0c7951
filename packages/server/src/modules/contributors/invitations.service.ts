import { newId, ROLE_NAMES } from '@atelier/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '#platform/db/schema';
import type { Mailer } from '#platform/mail/mail-queue';
import { hmac, safeEqual, sha256 } from '#platform/security/tokens';
import { putContributor } from './contributors.queries';
import { invitationMail } from './invitation-mail';

type Db = Kysely<DB> | Transaction<DB>;

/** An invitation link works for a week. */
export const INVITATION_MS = 7 * 24 * 3600 * 1000;

export interface InvitationJson {
  id: string;
  email: string;
  role: number;
  createdAt: string;
  expiresAt: string;
}

const toJson = (row: DB['contributor_invitations']): InvitationJson => ({
  id: row.id,
  email: row.email,
  role: row.role,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
});

/**
 * The mailed token: the invitation id and expiry, signed with the server secret. The signature
 * proves it was ours and the expiry is checked before the database is asked; only a hash of the
 * whole token is stored, so a copy of the database cannot be turned into working links.
 */
export function signInvitation(secret: string, id: string, expiresAt: Date): string {
  const body = `${id}.${expiresAt.getTime().toString(36)}`;
  return `${body}.${hmac(secret, `invitation:${body}`)}`;
}

/** The invitation id of a well-signed, unexpired token, else null. */
export function readInvitationToken(secret: string, token: string, now = new Date()): string | null {
  const [id, expiry, signature] = token.split('.');
  if (!id || !expiry || !signature || !/^[0-9a-f]{24}$/.test(id)) return null;
  if (!safeEqual(signature, hmac(secret, `invitation:${id}.${expiry}`))) return null;
  return Number.parseInt(expiry, 36) > now.getTime() ? id : null;
}

export const pendingInvitations = async (db: Db, siteId: string, now = new Date()) =>
  (
    await db
      .selectFrom('contributor_invitations')
      .selectAll()
      .where('website_id', '=', siteId)
      .where('accepted_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .orderBy('created_at')
      .execute()
  ).map(toJson);

export interface InviteInput {
  siteId: string;
  siteTitle: string;
  email: string;
  role: number;
  roleName: string;
  invitedBy: string | null;
  /** scheme://host of the site, where the link leads. */
  origin: string;
}

/**
 * Records an invitation and mails its link in one transaction; an earlier pending invitation of
 * the same address to the same site is replaced, so only the newest link works.
 */
export async function invite(
  db: Kysely<DB>,
  mailer: Mailer,
  secret: string,
  input: InviteInput,
  now = new Date(),
): Promise<string> {
  const id = newId();
  const expires = new Date(now.getTime() + INVITATION_MS);
  const token = signInvitation(secret, id, expires);
  const link = `${input.origin}/config/?invitation=${encodeURIComponent(token)}`;
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('contributor_invitations')
      .where('website_id', '=', input.siteId)
      .where('email', '=', input.email)
      .where('accepted_at', 'is', null)
      .execute();
    await trx
      .insertInto('contributor_invitations')
      .values({
        id,
        website_id: input.siteId,
        email: input.email,
        role: input.role,
        token_hash: sha256(token),
        invited_by: input.invitedBy,
        created_at: now.toISOString(),
        expires_at: expires.toISOString(),
        accepted_at: null,
      })
      .execute();
    await mailer.enqueue(trx, {
      websiteId: input.siteId,
      to: input.email,
      ...invitationMail({ siteTitle: input.siteTitle, roleName: input.roleName, link }),
    });
  });
  mailer.kick();
  return link;
}

/** Withdraws a pending invitation; its link stops working at once. Returns whether there was one. */
export async function revoke(db: Db, siteId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('contributor_invitations')
    .where('website_id', '=', siteId)
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The pending invitation a token names, if it is still good (signed, unexpired, unused, not withdrawn). */
export async function findByToken(db: Db, secret: string, token: string, now = new Date()) {
  const id = readInvitationToken(secret, token, now);
  if (!id) return null;
  const row = await db
    .selectFrom('contributor_invitations')
    .innerJoin('websites', 'websites.id', 'contributor_invitations.website_id')
    .selectAll('contributor_invitations')
    .select('websites.title as site_title')
    .where('contributor_invitations.id', '=', id)
    .where('contributor_invitations.token_hash', '=', sha256(token))
    .where('contributor_invitations.accepted_at', 'is', null)
    .executeTakeFirst();
  return row && row.expires_at > now.toISOString() ? row : null;
}

/**
 * The invitation a mailed link names, for the screen the link opens (`GET /api/invitations/{token}`):
 * who invites to what, and whether the invited address has an account to sign in with.
 */
export const invitationDetailsToJson = (
  row: NonNullable<Awaited<ReturnType<typeof findByToken>>>,
  accountExists: boolean,
) => ({
  siteTitle: row.site_title,
  email: row.email,
  role: row.role,
  roleName: ROLE_NAMES[row.role] ?? 'contributor',
  expiresAt: row.expires_at,
  accountExists,
});

/**
 * Makes the account a contributor with the invited role, once: the conditional update on
 * accepted_at decides between two tabs accepting the same link at the same time.
 */
export async function acceptFor(db: Kysely<DB>, invitationId: string, accountId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const taken = await trx
      .updateTable('contributor_invitations')
      .set({ accepted_at: new Date().toISOString() })
      .where('id', '=', invitationId)
      .where('accepted_at', 'is', null)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) return false;
    const row = await trx
      .selectFrom('contributor_invitations')
      .select(['website_id', 'role'])
      .where('id', '=', invitationId)
      .executeTakeFirstOrThrow();
    await putContributor(trx, row.website_id, accountId, row.role, new Date().toISOString());
    return true;
  });
}
