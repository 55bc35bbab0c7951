import { describe, expect, it } from 'vitest';
import { AnalyticsEventKind, EVENT_ENVIRONMENTS, isAnalyticsEventKind } from './analytics-event-kind';

// Spec 001 §3: page view 1, site search 2, heartbeat 10, audio 20, video 21.
const specTable = { pageView: 1, siteSearch: 2, heartbeat: 10, audio: 20, video: 21 };

describe('AnalyticsEventKind', () => {
  it('holds exactly the event kinds of the spec', () => {
    expect(AnalyticsEventKind).toEqual(specTable);
  });

  it('recognises event kinds only', () => {
    expect(isAnalyticsEventKind(10)).toBe(true);
    expect(isAnalyticsEventKind(3)).toBe(false);
  });

  it('lists the four event environments', () => {
    expect(EVENT_ENVIRONMENTS).toEqual(['dev', 'qa', 'staging', 'prod']);
  });
});
