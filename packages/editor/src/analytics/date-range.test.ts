import { describe, expect, it } from 'vitest';
import {
  addDays,
  checkCustomRange,
  daysOf,
  fillSeries,
  formatDay,
  isIsoDay,
  isoDay,
  MAX_RANGE_DAYS,
  presetRange,
  rangeLength,
} from './date-range';

describe('calendar days', () => {
  it('accepts real days only', () => {
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2025-02-29')).toBe(false);
    expect(isIsoDay('2025-13-01')).toBe(false);
    expect(isIsoDay('2025-1-01')).toBe(false);
    expect(isIsoDay('')).toBe(false);
  });

  it('adds days across months, years and daylight-saving changes', () => {
    expect(addDays('2025-03-30', 1)).toBe('2025-03-31');
    expect(addDays('2025-03-31', 1)).toBe('2025-04-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2025-10-26', 1)).toBe('2025-10-27');
    expect(() => addDays('2025-02-30', 1)).toThrow(RangeError);
  });

  it('names the local calendar day of a time', () => {
    expect(isoDay(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
  });

  it('counts both ends of a range', () => {
    expect(rangeLength({ from: '2025-03-01', to: '2025-03-01' })).toBe(1);
    expect(rangeLength({ from: '2025-02-01', to: '2025-03-01' })).toBe(29);
    expect(rangeLength({ from: '2025-03-02', to: '2025-03-01' })).toBe(0);
    expect(daysOf({ from: '2025-02-27', to: '2025-03-02' })).toEqual([
      '2025-02-27',
      '2025-02-28',
      '2025-03-01',
      '2025-03-02',
    ]);
  });
});

describe('presets', () => {
  it('end today and span the number of days they name', () => {
    expect(presetRange(7, '2025-03-05')).toEqual({ from: '2025-02-27', to: '2025-03-05' });
    expect(rangeLength(presetRange(30, '2025-03-05'))).toBe(30);
  });
});

describe('a custom range', () => {
  const today = '2025-06-15';

  it('is taken when both days are real, in order and not in the future', () => {
    expect(checkCustomRange('2025-06-01', '2025-06-15', today)).toEqual({
      range: { from: '2025-06-01', to: '2025-06-15' },
    });
  });

  it('says what is wrong otherwise', () => {
    expect(checkCustomRange('', '2025-06-15', today).error).toBe('Choose both a start and an end date.');
    expect(checkCustomRange('2025-02-30', '2025-06-15', today).error).toMatch(/YYYY-MM-DD/);
    expect(checkCustomRange('2025-06-10', '2025-06-01', today).error).toBe(
      'The start date must be on or before the end date.',
    );
    expect(checkCustomRange('2025-06-01', '2025-06-16', today).error).toBe(
      'The end date cannot be in the future.',
    );
  });

  it('is at most a year long', () => {
    const from = addDays(today, -(MAX_RANGE_DAYS - 1));
    expect(checkCustomRange(from, today, today).range).toBeDefined();
    expect(checkCustomRange(addDays(from, -1), today, today).error).toBe(
      `Choose a range of at most ${MAX_RANGE_DAYS} days.`,
    );
  });
});

describe('fillSeries', () => {
  it('puts an empty entry on every day the server left out, in order', () => {
    const filled = fillSeries(
      [
        { day: '2025-03-03', n: 4 },
        { day: '2025-03-01', n: 2 },
      ],
      { from: '2025-03-01', to: '2025-03-04' },
      (day) => ({ day, n: 0 }),
    );
    expect(filled).toEqual([
      { day: '2025-03-01', n: 2 },
      { day: '2025-03-02', n: 0 },
      { day: '2025-03-03', n: 4 },
      { day: '2025-03-04', n: 0 },
    ]);
  });
});

describe('formatDay', () => {
  it('shows the day itself whatever the time zone, and anything unreadable as it came', () => {
    expect(formatDay('2025-03-01', 'long')).toContain('2025');
    expect(formatDay('2025-03-01')).toMatch(/1/);
    expect(formatDay('2025-03-01')).not.toMatch(/28|29/);
    expect(formatDay('soon')).toBe('soon');
  });
});
