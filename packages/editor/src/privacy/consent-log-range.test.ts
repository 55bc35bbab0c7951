import { describe, expect, it } from 'vitest';
import { checkConsentRange, pageSummary } from './consent-log-range';

describe('checkConsentRange', () => {
  it('leaves either end open when it is empty', () => {
    expect(checkConsentRange({ from: '', to: '' })).toEqual({ range: { from: '', to: '' } });
    expect(checkConsentRange({ from: ' 2025-03-01 ', to: '' })).toEqual({
      range: { from: '2025-03-01', to: '' },
    });
    expect(checkConsentRange({ from: '', to: '2025-03-01' }).range).toEqual({ from: '', to: '2025-03-01' });
  });

  it('refuses days that do not exist and ranges that end before they start', () => {
    expect(checkConsentRange({ from: '2025-02-30', to: '' }).error).toMatch(/YYYY-MM-DD/);
    expect(checkConsentRange({ from: '2025-03-02', to: '2025-03-01' }).error).toBe(
      'The start date must be on or before the end date.',
    );
  });
});

describe('pageSummary', () => {
  it('names the entries on the page and the total', () => {
    expect(pageSummary(0, 50, 312)).toBe('Showing 1–50 of 312');
    expect(pageSummary(300, 12, 312)).toBe('Showing 301–312 of 312');
    expect(pageSummary(0, 0, 0)).toBe('Showing 0 of 0');
  });
});
