import { describe, expect, it } from 'vitest';
import {
  addMonths,
  canonicalTimeZone,
  instantToZoned,
  isLocalDate,
  isLocalDateTime,
  isMonth,
  nextDay,
  zonedToInstant,
} from './event-time';

describe('event times in IANA zones', () => {
  it('knows zones by their canonical names and refuses others', () => {
    expect(canonicalTimeZone('Europe/Paris')).toBe('Europe/Paris');
    expect(canonicalTimeZone('europe/paris')).toBe('Europe/Paris');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(canonicalTimeZone('Mars/Olympus_Mons')).toBeNull();
    expect(canonicalTimeZone('')).toBeNull();
    expect(canonicalTimeZone('<script>')).toBeNull();
  });

  it('checks days and times of day', () => {
    expect(isLocalDate('2030-02-28')).toBe(true);
    expect(isLocalDate('2030-02-30')).toBe(false);
    expect(isLocalDateTime('2030-05-04T10:00')).toBe(true);
    expect(isLocalDateTime('2030-05-04T24:00')).toBe(false);
    expect(isLocalDateTime('2030-05-04')).toBe(false);
    expect(isMonth('2030-12')).toBe(true);
    expect(isMonth('2030-13')).toBe(false);
  });

  it('turns a wall-clock time into its instant on both sides of a summer-time change', () => {
    expect(zonedToInstant('2030-01-15T10:00', 'Europe/Paris').toISOString()).toBe('2030-01-15T09:00:00.000Z');
    expect(zonedToInstant('2030-07-15T10:00', 'Europe/Paris').toISOString()).toBe('2030-07-15T08:00:00.000Z');
    expect(zonedToInstant('2030-07-15T10:00', 'America/New_York').toISOString()).toBe(
      '2030-07-15T14:00:00.000Z',
    );
    expect(zonedToInstant('2030-07-15', 'Asia/Tokyo').toISOString()).toBe('2030-07-14T15:00:00.000Z');
    // Paris skips 02:00–03:00 on 31 March 2030; 02:30 is read with winter's offset.
    expect(zonedToInstant('2030-03-31T02:30', 'Europe/Paris').toISOString()).toBe('2030-03-31T01:30:00.000Z');
    // Paris repeats 02:00–03:00 on 27 October 2030; the first one is meant.
    expect(zonedToInstant('2030-10-27T02:30', 'Europe/Paris').toISOString()).toBe('2030-10-27T00:30:00.000Z');
  });

  it('reads an instant on a zone’s wall clock, and counts days and months', () => {
    expect(instantToZoned(new Date('2030-07-15T08:00:00Z'), 'Europe/Paris')).toBe('2030-07-15T10:00');
    expect(nextDay('2030-12-31')).toBe('2031-01-01');
    expect(addMonths('2030-12', 1)).toBe('2031-01');
    expect(addMonths('2030-01', -1)).toBe('2029-12');
  });
});
