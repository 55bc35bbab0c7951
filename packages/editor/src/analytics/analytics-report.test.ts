import { describe, expect, it } from 'vitest';
import type { AnalyticsReport } from '../api/analytics.api';
import {
  buttonRows,
  campaignRows,
  dailyTraffic,
  deviceRows,
  formRows,
  isEmptyReport,
  languageRows,
  referrerRows,
  showsLanguages,
} from './analytics-report';

function report(overrides: Partial<AnalyticsReport> = {}): AnalyticsReport {
  return {
    range: { from: '2025-03-01', to: '2025-03-03' },
    totals: { visits: 0, pageViews: 0, uniqueVisitors: 0 },
    series: [],
    topPages: [],
    referrers: [],
    campaigns: [],
    devices: [],
    screens: [],
    forms: [],
    buttons: [],
    consent: { accepted: 0, declined: 0, acceptRate: 0 },
    jsErrors: [],
    languages: [],
    visitorDataRestricted: false,
    ...overrides,
  };
}

describe('isEmptyReport', () => {
  it('is empty only when nothing at all was recorded', () => {
    expect(isEmptyReport(report())).toBe(true);
    expect(isEmptyReport(report({ totals: { visits: 1, pageViews: 1, uniqueVisitors: 1 } }))).toBe(false);
    expect(isEmptyReport(report({ consent: { accepted: 0, declined: 1, acceptRate: 0 } }))).toBe(false);
    expect(isEmptyReport(report({ jsErrors: [{ message: 'x', count: 1, lastSeen: '' }] }))).toBe(false);
  });
});

describe('dailyTraffic', () => {
  it('has a value for every day of the range, zero where the server had no row', () => {
    const traffic = dailyTraffic(
      report({ series: [{ day: '2025-03-02', visits: 3, pageViews: 7, uniqueVisitors: 2 }] }),
    );
    expect(traffic).toEqual({
      days: ['2025-03-01', '2025-03-02', '2025-03-03'],
      visits: [0, 3, 0],
      pageViews: [0, 7, 0],
      uniqueVisitors: [0, 2, 0],
    });
  });
});

describe('rows for the charts', () => {
  it('names direct visits, campaigns without a source and devices', () => {
    const answer = report({
      referrers: [
        { referrer: '', visits: 5 },
        { referrer: 'example.org', visits: 2 },
      ],
      campaigns: [{ source: '', campaign: 'spring', visits: 4 }],
      devices: [{ device: 'mobile', visits: 9 }],
    });
    expect(referrerRows(answer).map((row) => row.label)).toEqual(['Direct or unknown', 'example.org']);
    expect(campaignRows(answer)[0]?.label).toBe('Any source / spring');
    expect(deviceRows(answer)).toEqual([{ key: 'mobile', label: 'Mobile', value: 9 }]);
  });

  it('shows forms by their names where known and buttons by text and target', () => {
    const answer = report({
      forms: [
        { formId: 'f1', renders: 10, submissions: 3, conversion: 0.3 },
        { formId: 'f2', renders: 4, submissions: 0, conversion: 0 },
      ],
      buttons: [{ buttonText: 'Book', clickthroughUrl: '/book', renders: 8, clicks: 2, clickThrough: 0.25 }],
    });
    expect(formRows(answer, new Map([['f1', 'Contact']]))).toEqual([
      { key: 'f1', label: 'Contact', shown: 10, acted: 3 },
      { key: 'f2', label: 'f2', shown: 4, acted: 0 },
    ]);
    expect(buttonRows(answer)[0]).toMatchObject({ label: 'Book → /book', shown: 8, acted: 2 });
  });
});

describe('languages', () => {
  const english = { language: 'en-US', name: 'American English', visits: 3, pageViews: 6 };
  const french = { language: 'fr', name: 'French', visits: 1, pageViews: 2 };
  const none = { language: '', name: 'Not recorded', visits: 0, pageViews: 2 };

  it('are shown once the site or the range has more than one', () => {
    expect(showsLanguages(report({ languages: [english] }))).toBe(false);
    // Page views from before languages were counted are no second language.
    expect(showsLanguages(report({ languages: [english, none] }))).toBe(false);
    expect(showsLanguages(report({ languages: [english, { ...french, visits: 0, pageViews: 0 }] }))).toBe(
      true,
    );
  });

  it('name each language with its tag, and give its share of page views', () => {
    const answer = report({
      totals: { visits: 4, pageViews: 10, uniqueVisitors: 4 },
      languages: [english, french, none],
    });
    expect(languageRows(answer)).toEqual([
      { key: 'en-US', label: 'American English (en-US)', visits: 3, pageViews: 6, share: 0.6 },
      { key: 'fr', label: 'French (fr)', visits: 1, pageViews: 2, share: 0.2 },
      { key: '', label: 'Not recorded', visits: 0, pageViews: 2, share: 0.2 },
    ]);
    expect(languageRows(report({ languages: [{ ...french, pageViews: 0 }] }))[0]?.share).toBeNull();
  });
});
