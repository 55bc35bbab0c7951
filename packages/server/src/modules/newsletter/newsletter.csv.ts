import { newsletterMessages as m } from '@atelier/domain';
import { csvChunks } from '#platform/csv/csv';
import type { NewsletterSubscribersTable } from '#platform/db/schema';

/**
 * A site's subscribers as CSV, oldest first, with a byte-order mark so spreadsheets read UTF-8,
 * written as the pages of subscribers arrive, so an export never holds them all in memory.
 */
export function subscribersCsv(pages: AsyncIterable<NewsletterSubscribersTable[]>): AsyncGenerator<string> {
  return csvChunks(
    [m.csvEmail, m.csvStatus, m.csvSubscribed, m.csvConfirmed, m.csvUnsubscribed],
    pages,
    (row) => [row.email, row.status, row.created_at, row.confirmed_at ?? '', row.unsubscribed_at ?? ''],
  );
}
