import { z } from 'zod';
import { parseEnvironment, wholeNumber } from './env-variables';

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

/** The caps' variables, part of the environment's schema (config.ts). */
export const LIMITS_VARIABLES = {
  MAX_SITES_PER_OWNER: wholeNumber(DEFAULT_LIMITS.sitesPerOwner, 1, 100_000),
  MAX_PAGES_PER_SITE: wholeNumber(DEFAULT_LIMITS.pagesPerSite, 1, MAX_ORDERABLE_ITEMS),
  MAX_FORMS_PER_PAGE: wholeNumber(DEFAULT_LIMITS.formsPerPage, 1, 100),
  REPORT_BYTES_PER_SITE_PER_DAY: wholeNumber(DEFAULT_LIMITS.reportBytesPerSitePerDay, 1),
};

type LimitsEnvironment = z.output<z.ZodObject<typeof LIMITS_VARIABLES>>;

export const limitsFrom = (env: LimitsEnvironment): AppLimits => ({
  sitesPerOwner: env.MAX_SITES_PER_OWNER,
  pagesPerSite: env.MAX_PAGES_PER_SITE,
  formsPerPage: env.MAX_FORMS_PER_PAGE,
  reportBytesPerSitePerDay: env.REPORT_BYTES_PER_SITE_PER_DAY,
});

/** The caps alone, from the environment (loadConfig reads them with everything else). */
export function loadLimits(env: NodeJS.ProcessEnv): AppLimits {
  return limitsFrom(parseEnvironment(z.object(LIMITS_VARIABLES), env));
}
