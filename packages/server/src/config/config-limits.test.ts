import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { DEFAULT_LIMITS } from './config-limits';

describe('caps from the environment', () => {
  it('has sane defaults and reads each cap', () => {
    expect(loadConfig({}).limits).toEqual(DEFAULT_LIMITS);
    expect(
      loadConfig({
        MAX_SITES_PER_OWNER: '3',
        MAX_PAGES_PER_SITE: '250',
        MAX_FORMS_PER_PAGE: '2',
        REPORT_BYTES_PER_SITE_PER_DAY: '1000000',
      }).limits,
    ).toEqual({ sitesPerOwner: 3, pagesPerSite: 250, formsPerPage: 2, reportBytesPerSitePerDay: 1_000_000 });
  });

  it('refuses caps that are not whole positive numbers, and pages past what a navigation can order', () => {
    expect(() => loadConfig({ MAX_SITES_PER_OWNER: 'many' })).toThrow(/MAX_SITES_PER_OWNER/);
    expect(() => loadConfig({ MAX_FORMS_PER_PAGE: '0' })).toThrow(/MAX_FORMS_PER_PAGE/);
    expect(() => loadConfig({ MAX_PAGES_PER_SITE: '251' })).toThrow(/from 1 to 250/);
  });
});
