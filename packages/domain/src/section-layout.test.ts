import { describe, expect, it } from 'vitest';
import { blockColumn, columnsOf, sectionColour, sectionColumns } from './section-layout';

describe('section layout', () => {
  it('keeps the column count within 1 to 4 whatever is stored', () => {
    expect(sectionColumns({})).toBe(1);
    expect(sectionColumns({ layout: { columns: 3 } })).toBe(3);
    expect(sectionColumns({ layout: { columns: 9 } })).toBe(4);
    expect(sectionColumns({ layout: { columns: 0 } })).toBe(1);
    expect(sectionColumns({ layout: { columns: 2.5 } })).toBe(1);
  });

  it('puts a block past the last column into the last one', () => {
    expect(blockColumn({}, 2)).toBe(0);
    expect(blockColumn({ column: 1 }, 2)).toBe(1);
    expect(blockColumn({ column: 3 }, 2)).toBe(1);
    expect(blockColumn({ column: -1 }, 2)).toBe(0);
  });

  it('groups blocks by column in document order', () => {
    const blocks = [{ id: 'a' }, { id: 'b', column: 1 }, { id: 'c' }, { id: 'd', column: 5 }];
    expect(columnsOf({ blocks, layout: { columns: 2 } }).map((c) => c.map((b) => b.id))).toEqual([
      ['a', 'c'],
      ['b', 'd'],
    ]);
    expect(columnsOf({ blocks }).map((c) => c.length)).toEqual([4]);
  });

  it('lets only a #rrggbb colour through', () => {
    expect(sectionColour({ background: { color: '#A0b1C2' } })).toBe('#a0b1c2');
    expect(sectionColour({ background: { color: 'red;}body{x:y' } })).toBeNull();
    expect(sectionColour(undefined)).toBeNull();
  });
});
