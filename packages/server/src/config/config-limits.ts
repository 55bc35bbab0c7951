/** Spec 001 §9: the most items a user-orderable collection (a navigation's pages) holds. */
export const MAX_ORDERABLE_ITEMS = 250;

/** Caps that keep one owner from taking more than a fair share of a shared deployment. */
export interface AppLimits {
  /** Sites one account may own (MAX_SITES_PER_OWNER). */
  sitesPerOwner: number;
  /** Pages of one site (MAX_PAGES_PER_SITE), at most 250 so every navigation can be reordered. */
  pagesPerSite: number;
  /** Form and newsletter blocks on one page (MAX_FORMS_PER_PAGE). */
  formsPerPage: number;
  /** Bytes of visitor reports (errors, traces, events) one site may store per day (REPORT_BYTES_PER_SITE_PER_DAY). */
  reportBytesPerSitePerDay: number;
}

export const DEFAULT_LIMITS: AppLimits = {
  sitesPerOwner: 10,
  pagesPerSite: 100,
  formsPerPage: 10,
  reportBytesPerSitePerDay: 20_000_000,
};

function whole(env: NodeJS.ProcessEnv, name: string, fallback: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new Error(`${name} must be a whole number from 1 to ${max}, got "${raw}"`);
  }
  return value;
}

export function loadLimits(env: NodeJS.ProcessEnv): AppLimits {
  return {
    sitesPerOwner: whole(env, 'MAX_SITES_PER_OWNER', DEFAULT_LIMITS.sitesPerOwner, 100_000),
    pagesPerSite: whole(env, 'MAX_PAGES_PER_SITE', DEFAULT_LIMITS.pagesPerSite, MAX_ORDERABLE_ITEMS),
    formsPerPage: whole(env, 'MAX_FORMS_PER_PAGE', DEFAULT_LIMITS.formsPerPage, 100),
    reportBytesPerSitePerDay: whole(
      env,
      'REPORT_BYTES_PER_SITE_PER_DAY',
      DEFAULT_LIMITS.reportBytesPerSitePerDay,
      Number.MAX_SAFE_INTEGER,
    ),
  };
}
