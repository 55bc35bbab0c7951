import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { TestClient } from './test-app';

/** The token of the newest invitation mailed to an address, as the invitee's link carries it. */
export async function invitationToken(app: FastifyInstance, email: string): Promise<string> {
  const mail = await app.db
    .selectFrom('mail_messages')
    .select('text')
    .where('to', '=', email.toLowerCase())
    .where('kind', '=', 'contributor-invitation')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const link = mail?.text.match(/https?:\/\/\S+\/config\/\?invitation=\S+/)?.[0];
  if (!link) throw new Error(`no invitation mail to ${email}`);
  return new URL(link).searchParams.get('invitation')!;
}

/**
 * A contributor made the only way there is: `owner` (signed in on the site's host) invites the
 * address with `role`, and its holder, signed up on the platform home unless `signUp` is false
 * (password `correct horse battery`), signs in on the site's host and accepts the mailed link.
 * Returns the contributor's client, signed in on the site's host with the role.
 */
export async function invitedContributor(
  app: FastifyInstance,
  owner: TestClient,
  email: string,
  role: number,
  options: { signUp?: boolean } = {},
): Promise<TestClient> {
  if (options.signUp !== false) await new TestClient(app, 'localhost').signUp(email);
  const invited = await owner.request('POST', '/api/config/invitations', { email, role });
  expect(invited.statusCode, invited.body).toBe(201);
  const client = new TestClient(app, owner.host);
  expect((await client.signIn(email)).statusCode).toBe(200);
  const token = await invitationToken(app, email);
  const accepted = await client.request('POST', '/api/invitations/accept', { token });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return client;
}
