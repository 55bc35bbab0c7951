import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AnalyticsReport } from '../api/analytics.api';
import { AnalyticsSections, DECLINED_VISITORS } from './analytics-sections';

const FORM = 'a0a0a0a0a0a0a0a0a0a0a0a0';

const report: AnalyticsReport = {
  range: { from: '2025-03-01', to: '2025-03-02' },
  totals: { visits: 3, pageViews: 4, uniqueVisitors: 2 },
  series: [{ day: '2025-03-01', visits: 3, pageViews: 4, uniqueVisitors: 2 }],
  topPages: [{ path: '/contact', views: 4 }],
  referrers: [],
  campaigns: [],
  devices: [],
  screens: [],
  // Shown the evening before the range, sent twice in it: never more than 100 %.
  forms: [{ formId: FORM, renders: 1, submissions: 2, conversion: 1 }],
  buttons: [],
  consent: { accepted: 1, declined: 2, acceptRate: 0.3333 },
  jsErrors: [],
  languages: [
    { language: 'en-US', name: 'American English', visits: 2, pageViews: 3 },
    { language: 'fr', name: 'French', visits: 1, pageViews: 1 },
    { language: 'de', name: 'German', visits: 0, pageViews: 0 },
  ],
  visitorDataRestricted: false,
};

/** The text a reader gets, tags and React's comment markers left out. */
const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

describe('the analytics sections', () => {
  const text = textOf(
    renderToString(<AnalyticsSections report={report} formNames={new Map([[FORM, 'Get in touch']])} />),
  );

  it('say how visitors who declined cookies are counted', () => {
    expect(text).toContain(DECLINED_VISITORS);
  });

  it('break visits and page views down by language, with an export', () => {
    expect(text).toMatch(/Languages Export CSV of languages/);
    expect(text).toMatch(/American English \(en-US\) 2 3 75%/);
    expect(text).toMatch(/French \(fr\) 1 1 25%/);
    expect(text).toMatch(/German \(de\) 0 0 0%/);
    expect(text).not.toContain('Not recorded');
  });

  it('leave languages out for a site in one language', () => {
    const single = { ...report, languages: [report.languages[0]!] };
    const html = renderToString(<AnalyticsSections report={single} formNames={new Map()} />);
    expect(textOf(html)).not.toContain('Languages');
  });

  it('show a form’s conversion at most 100 %', () => {
    expect(text).toMatch(/Get in touch 2 \/ 1 · 100%/);
    expect(text).not.toContain('200%');
  });
});
