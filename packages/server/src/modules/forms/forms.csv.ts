import { formInboxMessages as m } from '@atelier/domain';
import { csvChunks } from '#platform/csv/csv';
import type { FormSubmissionsTable } from '#platform/db/schema';
import { summaryOf } from './forms.service';

interface Column {
  header: string;
  read: (cells: Map<string, string>) => string;
}

const partKey = (fieldId: string, label: string) => `${fieldId}\u0000${label}`;

/**
 * Every submission of a form as CSV: when and where it was sent, then one column per field, or per
 * part of a compound field ('Name: First'). Fields that came and went over time all get a column,
 * titled as they were last seen. Streamed in two passes over the pages of submissions (`pages()`
 * reads them from the start each time): the first finds the columns, the second writes the rows,
 * so memory holds the columns and one page, never every submission.
 */
export async function* submissionsCsv(
  pages: () => AsyncIterable<FormSubmissionsTable[]>,
): AsyncGenerator<string> {
  const order: string[] = [];
  const headers = new Map<string, string>();
  // The last submission the first pass saw: one sent during the export is left to the next.
  let last: FormSubmissionsTable | null = null;
  for await (const rows of pages()) {
    last = rows[rows.length - 1] ?? last;
    for (const row of rows) {
      for (const entry of summaryOf(row)) {
        for (const part of entry.parts) {
          const key = partKey(entry.fieldId, part.label);
          if (!headers.has(key)) order.push(key);
          headers.set(key, part.label ? `${entry.title}: ${part.label}` : entry.title);
        }
      }
    }
  }
  const columns: Column[] = order.map((key) => ({
    header: headers.get(key)!,
    read: (cells) => cells.get(key) ?? '',
  }));
  yield* csvChunks(
    [m.csvSubmitted, m.csvPage, ...columns.map((column) => column.header)],
    upTo(pages(), last),
    (row: FormSubmissionsTable) => {
      const cells = new Map<string, string>();
      for (const entry of summaryOf(row))
        for (const part of entry.parts) cells.set(partKey(entry.fieldId, part.label), part.value);
      return [row.created_at, row.page_path, ...columns.map((column) => column.read(cells))];
    },
  );
}

/** The pages up to and including `last` (in the export's order: created_at, then id). */
async function* upTo(
  pages: AsyncIterable<FormSubmissionsTable[]>,
  last: FormSubmissionsTable | null,
): AsyncGenerator<FormSubmissionsTable[]> {
  if (!last) return;
  const within = (row: FormSubmissionsTable) =>
    row.created_at < last.created_at || (row.created_at === last.created_at && row.id <= last.id);
  for await (const rows of pages) {
    const kept = rows.filter(within);
    if (kept.length > 0) yield kept;
    if (kept.length < rows.length) return;
  }
}
