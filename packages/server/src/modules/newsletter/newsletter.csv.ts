import { newsletterMessages as m } from '@atelier/domain';
import { csvDocument } from '#platform/csv/csv';
import type { NewsletterSubscribersTable } from '#platform/db/schema';

/** A site's subscribers as CSV, oldest first, with a byte-order mark so spreadsheets read UTF-8. */
export function subscribersCsv(rows: NewsletterSubscribersTable[]): string {
  return csvDocument([
    [m.csvEmail, m.csvStatus, m.csvSubscribed, m.csvConfirmed, m.csvUnsubscribed],
    ...rows.map((row) => [
      row.email,
      row.status,
      row.created_at,
      row.confirmed_at ?? '',
      row.unsubscribed_at ?? '',
    ]),
  ]);
}
