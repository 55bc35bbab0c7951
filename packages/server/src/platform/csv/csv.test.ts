import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument } from './csv';

describe('csvCell', () => {
  it('quotes what needs quoting and defuses spreadsheet formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    for (const formula of ['=1+2', '+1', '-1', '@SUM(A1)', '\tx', '\rx', '=cmd@example.com']) {
      expect(csvCell(formula).replace(/^"/, '').startsWith("'")).toBe(true);
    }
  });
});

describe('csvDocument', () => {
  it('writes CRLF lines after a byte-order mark', () => {
    expect(
      csvDocument([
        ['a', 'b,c'],
        ['=1', ''],
      ]),
    ).toBe('\uFEFFa,"b,c"\r\n\'=1,\r\n');
  });
});
