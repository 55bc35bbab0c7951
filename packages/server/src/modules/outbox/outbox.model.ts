import type { MailMessagesTable } from '#platform/db/schema';
import { redactSecretLinks, redactSecretLinksInHtml } from './secret-links';

/** What the owner's list of mail reads of a row (`listSiteMail`): everything but the bodies. */
type MailSummaryRow = Pick<
  MailMessagesTable,
  'id' | 'to' | 'subject' | 'kind' | 'status' | 'attempts' | 'last_error' | 'created_at' | 'sent_at'
>;

/** The owner's outbox (`GET /api/config/outbox`): one mail of the site's, as its row holds it. */
export const outboxMessageToJson = (row: MailSummaryRow) => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  kind: row.kind,
  status: row.status as 'queued' | 'sent' | 'failed' | 'outbox',
  attempts: Number(row.attempts),
  lastError: row.last_error,
  createdAt: row.created_at,
  sentAt: row.sent_at,
});

/**
 * One mail of the outbox (`GET /api/config/outbox/{id}`) with its text and HTML. Shown, never sent
 * from here: the links only its recipient may use are taken out, and the queue delivers the stored
 * mail with them intact.
 */
export const outboxMessageDetailToJson = (row: MailMessagesTable) => ({
  ...outboxMessageToJson(row),
  text: redactSecretLinks(row.text),
  html: row.html === null ? null : redactSecretLinksInHtml(row.html),
});
