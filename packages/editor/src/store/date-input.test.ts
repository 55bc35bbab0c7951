import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './date-input';

describe('date-time inputs', () => {
  it('show a stored instant in local time and read it back unchanged', () => {
    const iso = new Date(2031, 4, 6, 9, 30).toISOString();
    expect(toLocalInput(iso)).toBe('2031-05-06T09:30');
    expect(fromLocalInput('2031-05-06T09:30')).toBe(iso);
  });

  it('treat empty and broken values as no date', () => {
    expect(toLocalInput(null)).toBe('');
    expect(toLocalInput('nonsense')).toBe('');
    expect(fromLocalInput('')).toBeNull();
  });
});
