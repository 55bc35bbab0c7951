import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { subscribeToNewsletter } from './newsletter.service';

/** The confirmation mails queued for an address, oldest first, with the links they carry. */
export async function confirmationMails(app: FastifyInstance, websiteId: string, to: string) {
  const rows = await app.db
    .selectFrom('mail_messages')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('to', '=', to)
    .where('kind', '=', 'newsletter-confirmation')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, ...linksIn(row.text) }));
}

/** The confirm and unsubscribe links of a confirmation mail, as paths on the site's host. */
export function linksIn(text: string): { confirm: string; unsubscribe: string; base: string } {
  const confirm = /(https?:\/\/[^/\s]+)(\/api\/newsletter\/confirm\?token=[\w-]+)/.exec(text);
  const unsubscribe = /https?:\/\/[^/\s]+(\/api\/newsletter\/unsubscribe\?token=[\w-]+)/.exec(text);
  expect(confirm, text).not.toBeNull();
  expect(unsubscribe, text).not.toBeNull();
  return { base: confirm![1]!, confirm: confirm![2]!, unsubscribe: unsubscribe![1]! };
}

/** Someone opening a link from their mail: a plain GET on a host, no cookies. */
export class Reader {
  constructor(
    private readonly app: FastifyInstance,
    readonly host: string,
  ) {}

  open(path: string) {
    return this.app.inject({ method: 'GET', url: path, headers: { host: this.host } });
  }
}

/** Signs an address up as the newsletter form would, in a transaction of its own. */
export function signUpThroughService(app: FastifyInstance, websiteId: string, siteHost: string) {
  return (email: string, formId = 'b'.repeat(24)) =>
    app.db.transaction().execute((trx) =>
      subscribeToNewsletter(trx, app.mail, {
        websiteId,
        formId,
        email,
        siteBaseUrl: `http://${siteHost}`,
        siteTitle: `Site ${siteHost.split('.')[0]}`,
      }),
    );
}
