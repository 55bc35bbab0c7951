import { describe, expect, it } from 'vitest';
import { isSiteStatus, SiteStatus } from './site-status';

// Spec 001 §3 "Site status".
const specTable: [keyof typeof SiteStatus, number][] = [
  ['expired', 1],
  ['pastDue', 2],
  ['trial', 3],
  ['beta', 4],
  ['removed', 5],
  ['internal', 6],
  ['comped', 7],
  ['paid', 8],
  ['linked', 11],
  ['activeParkingPage', 12],
  ['resold', 13],
  ['resoldGracePeriod', 14],
  ['enterprise', 15],
];

describe('SiteStatus', () => {
  it('holds exactly the statuses of the spec', () => {
    expect(SiteStatus).toEqual(Object.fromEntries(specTable));
  });

  it('recognises status values only', () => {
    expect(isSiteStatus(14)).toBe(true);
    expect(isSiteStatus(9)).toBe(false);
    expect(isSiteStatus(10)).toBe(false);
  });
});
