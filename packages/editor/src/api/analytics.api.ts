import type { AnalyticsCsvReport, AnalyticsReport, FormListingJson } from '@atelier/server/api-types';
import { api } from './client';

export type { DeviceKind } from '@atelier/domain';
export type { AnalyticsCsvReport, AnalyticsReport } from '@atelier/server/api-types';

export interface DayRange {
  /** Inclusive, YYYY-MM-DD. */
  from: string;
  to: string;
}

const rangeQuery = (range: DayRange) =>
  `from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}`;

export async function fetchAnalytics(range: DayRange): Promise<AnalyticsReport> {
  return api.get<AnalyticsReport>(`/api/config/analytics?${rangeQuery(range)}`);
}

/** The download address of one report, for a plain link (the session cookie goes along). */
export function analyticsCsvUrl(range: DayRange, report: AnalyticsCsvReport): string {
  return `/api/config/analytics.csv?${rangeQuery(range)}&report=${report}`;
}

/**
 * Form names by id, so conversion rows read as the owner named their forms. Only a nicety: when
 * the list cannot be had, rows show the form ids.
 */
export async function fetchFormNames(): Promise<Map<string, string>> {
  try {
    const { forms } = await api.get<{ forms: Pick<FormListingJson, 'formId' | 'title' | 'pageTitle'>[] }>(
      '/api/config/forms',
    );
    return new Map(forms.map((form) => [form.formId, form.title || form.pageTitle || form.formId]));
  } catch {
    return new Map();
  }
}
