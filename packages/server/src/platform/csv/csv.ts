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
