import { csvCell } from '#platform/csv/csv';
import type { DonationsTable } from '#platform/db/schema';

const HEADER = [
  'Receipt',
  'Date',
  'Status',
  'Cause',
  'Fund',
  'Frequency',
  'Name',
  'Email',
  'Currency',
  'Amount',
  'Message',
];

const line = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`;

const donationLine = (d: DonationsTable) =>
  line([
    String(d.receipt_number ?? ''),
    d.paid_at ?? d.created_at,
    d.status,
    d.cause,
    d.fund,
    d.frequency,
    d.donor_name,
    d.email,
    d.currency,
    String(d.amount),
    d.message,
  ]);

/**
 * The donors as a CSV file, by receipt number, written as the pages arrive (platform/csv: CRLF
 * lines, a byte-order mark, cells safe from formula injection). Amounts are minor units, as the
 * orders' CSV has them.
 */
export async function* donationsCsv(pages: AsyncIterable<DonationsTable[]>): AsyncGenerator<string> {
  yield `\uFEFF${line(HEADER)}`;
  for await (const rows of pages) yield rows.map(donationLine).join('');
}
