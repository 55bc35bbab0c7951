import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * A cell as spreadsheets read it safely: quoted when needed, and text a spreadsheet would run as a
 * formula (=, +, -, @, tab, carriage return first) prefixed with an apostrophe (OWASP "CSV
 * injection"). Visitors write what owners export, so every export goes through this.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows as a CSV file: CRLF lines and a byte-order mark, so spreadsheet programs read UTF-8. */
export function csvDocument(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** One CSV line (CRLF) of cells made safe by csvCell. */
export const csvLine = (cells: readonly string[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** Rows an export reads at a time: one page of rows in memory, whatever the list's length. */
export const EXPORT_PAGE_ROWS = 1000;

/**
 * Every row of a list, a page at a time by key: `read(after)` gives the rows after the last one
 * of the previous page (null: from the start), in the list's order, at most `size`. Each page is
 * one query, so an export never holds the whole list and yields the event loop between pages.
 */
export async function* pagesByKey<Row>(
  read: (after: Row | null, size: number) => Promise<Row[]>,
  size = EXPORT_PAGE_ROWS,
): AsyncGenerator<Row[]> {
  let after: Row | null = null;
  for (;;) {
    const rows = await read(after, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = rows[rows.length - 1]!;
  }
}

/**
 * A CSV file as chunks, written as the pages of rows arrive: the byte-order mark and header first,
 * then one chunk per page, so it streams to the client (`Readable.from`) with one page in memory.
 */
export async function* csvChunks<Row>(
  header: readonly string[],
  pages: AsyncIterable<Row[]>,
  cells: (row: Row) => readonly string[],
): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(header)}`;
  for await (const rows of pages) {
    let chunk = '';
    for (const row of rows) chunk += csvLine(cells(row));
    yield chunk;
  }
}

/**
 * The chunks of a CSV file as a stream for a reply. Between chunks it waits for the event loop's
 * next turn: a page read from SQLite resolves at once and a socket on a fast network takes each
 * write at once, so without it a whole export would run in one turn and hold every other request.
 */
export function csvStream(chunks: AsyncIterable<string>): Readable {
  return Readable.from(
    (async function* () {
      for await (const chunk of chunks) {
        yield chunk;
        await nextTurn();
      }
    })(),
  );
}
