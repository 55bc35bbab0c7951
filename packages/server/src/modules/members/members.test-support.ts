import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { TestClient } from '#testing/test-app';

export const MEMBER_PASSWORD = 'a long member password';

/**
 * A confirmed member of the site at `host` (accounts must be on), as a visitor makes one: signs
 * up, follows the mailed link and signs in. Returns the member's browser and id.
 */
export async function confirmedMember(
  app: FastifyInstance,
  host: string,
  email: string,
  displayName = '',
): Promise<{ client: TestClient; id: string; xsrf: string }> {
  const client = new TestClient(app, host);
  await client.request('GET', '/api/auth/session');
  const signUp = await client.request('POST', '/api/site-users/account', {
    email,
    password: MEMBER_PASSWORD,
    displayName,
  });
  expect(signUp.statusCode, signUp.body).toBe(202);
  const mail = await app.db
    .selectFrom('mail_messages')
    .select('text')
    .where('to', '=', email)
    .where('kind', '=', 'member-verification')
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
  expect((await client.request('GET', link.pathname + link.search)).headers.location).toBe(
    '/account?verified=1',
  );
  const signIn = await client.request('POST', '/api/site-users/account/session', {
    email,
    password: MEMBER_PASSWORD,
  });
  expect(signIn.statusCode, signIn.body).toBe(200);
  return { client, id: signIn.json().member.id, xsrf: signIn.json().xsrfToken };
}
