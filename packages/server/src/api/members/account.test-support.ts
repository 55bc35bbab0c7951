import type { FastifyInstance } from 'fastify';
import type { TestClient } from '#testing/test-app';

/** The page's main region: what the screen shows, without the shell around it. */
export const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

/** A plain form post of the account page, as a browser without JavaScript sends it. */
export const post = (client: TestClient, path: string, fields: Record<string, string>) =>
  client.request('POST', path, fields, { form: true });

/** Where a 303 goes, and that page as the visitor then reads it. */
export async function follow(
  client: TestClient,
  answer: { statusCode: number; headers: { location?: unknown } },
) {
  const location = String(answer.headers.location ?? '');
  return { location, page: await client.request('GET', location) };
}

/** The mails of `kind` sent to `to`, oldest first, each with the link it carries as a path. */
export async function mailsTo(app: FastifyInstance, to: string, kind: string) {
  const rows = await app.db
    .selectFrom('mail_messages')
    .select(['subject', 'text', 'website_id'])
    .where('to', '=', to)
    .where('kind', '=', kind)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => {
    const link = /https?:\/\/\S+/.exec(row.text)?.[0] ?? '';
    return { ...row, link, path: link ? new URL(link).pathname + new URL(link).search : '' };
  });
}

/** The latest mail of `kind` to `to`. */
export async function lastMailTo(app: FastifyInstance, to: string, kind: string) {
  const mail = (await mailsTo(app, to, kind)).at(-1);
  if (!mail) throw new Error(`no ${kind} mail to ${to}`);
  return mail;
}
