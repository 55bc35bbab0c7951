import { formInboxMessages as m } from '@atelier/domain';
import { csvDocument } from '#platform/csv/csv';
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
 * titled as they were last seen.
 */
export function submissionsCsv(rows: FormSubmissionsTable[]): string {
  const order: string[] = [];
  const headers = new Map<string, string>();
  const cellsByRow = rows.map((row) => {
    const cells = new Map<string, string>();
    for (const entry of summaryOf(row)) {
      for (const part of entry.parts) {
        const key = partKey(entry.fieldId, part.label);
        if (!headers.has(key)) order.push(key);
        headers.set(key, part.label ? `${entry.title}: ${part.label}` : entry.title);
        cells.set(key, part.value);
      }
    }
    return cells;
  });
  const columns: Column[] = order.map((key) => ({
    header: headers.get(key)!,
    read: (cells) => cells.get(key) ?? '',
  }));
  return csvDocument([
    [m.csvSubmitted, m.csvPage, ...columns.map((column) => column.header)],
    ...rows.map((row, index) => {
      const cells = cellsByRow[index]!;
      return [row.created_at, row.page_path, ...columns.map((column) => column.read(cells))];
    }),
  ]);
}
