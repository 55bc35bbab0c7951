import { csvChunks } from '#platform/csv/csv';
import type { SiteMembersTable } from '#platform/db/schema';

/**
 * A site's members as CSV, oldest first, with a byte-order mark so spreadsheets read UTF-8, written
 * as pages of members arrive, so an export never holds them all in memory.
 */
export function membersCsv(pages: AsyncIterable<SiteMembersTable[]>): AsyncGenerator<string> {
  return csvChunks(['Email', 'Name', 'Confirmed', 'Joined', 'Language'], pages, (row) => [
    row.email,
    row.display_name,
    row.email_verified_at ?? '',
    row.created_at,
    row.locale ?? '',
  ]);
}
