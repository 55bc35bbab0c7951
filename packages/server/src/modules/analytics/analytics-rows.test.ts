import { describe, expect, it } from 'vitest';
import { EventKind, eventRow, timeOrderedId } from './analytics-rows';

describe('analytics rows', () => {
  it('get 24-hex ids in the order they were made, within a millisecond too', () => {
    const now = Date.now();
    const ids = [timeOrderedId(now), timeOrderedId(now), timeOrderedId(now), timeOrderedId(now + 1)];
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(4);
  });

  it('are complete and dated in UTC', () => {
    const row = eventRow(
      'site',
      EventKind.formRender,
      { form_id: 'f' },
      { a: 1 },
      new Date('2024-03-09T23:59:59.999Z'),
    );
    expect(row).toMatchObject({
      kind: 'form-render',
      day: '2024-03-09',
      form_id: 'f',
      data: '{"a":1}',
      new_visit: 0,
    });
    expect(Object.values(row).every((value) => value !== undefined)).toBe(true);
  });
});
