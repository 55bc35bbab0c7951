import type { SiteContext } from '@atelier/domain';
import { analyticsSession } from './analytics-session';
import { logMessage } from './load-message';
import { postJson } from './send';

export const EVENTS_URL = '/api/v1/events';
const SUCCESS_STATUSES = [200, 202];

/** The common fields of spec 001 §3 with the type each must have; any other is dropped. */
export const COMMON_FIELD_TYPES: Record<string, 'string' | 'number' | 'boolean'> = {
  actor: 'string',
  action: 'string',
  event_owner_team: 'string',
  event_source: 'string',
  object_type: 'string',
  website_id: 'string',
  member_account_id: 'string',
  locale: 'string',
  template_id: 'string',
  session_id: 'string',
  is_first_session: 'boolean',
  is_landing: 'boolean',
  page_host: 'string',
  page_path: 'string',
  page_query: 'string',
  page_referrer: 'string',
  window_width: 'number',
  window_height: 'number',
  client_timestamp: 'number',
};

/** Keeps the common fields of the right type; a wrong or unknown one is dropped with a warning. */
export function checkCommonData(fields: Record<string, unknown>): Record<string, unknown> {
  const checked: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    const type = COMMON_FIELD_TYPES[field];
    if (type && typeof value === type) checked[field] = value;
    else logMessage('warn', 'droppedField', { field, type: type ?? 'no such field' });
  }
  return checked;
}

/**
 * One analytics event (`window.Atelier.track`): POST /api/v1/events { analyticsId, commonData,
 * customData, customSchemaName } (spec 001 §7), the event name being the custom schema's name.
 * 200 and 202 are success; another status is logged; network failures are ignored. This module
 * loads with the first event: most pages track none.
 */
export async function sendEvent(
  context: SiteContext,
  landing: boolean,
  eventName: string,
  customData: Record<string, unknown>,
  common: Record<string, unknown> = {},
  win: Window = window,
): Promise<void> {
  if (typeof eventName !== 'string' || !eventName || customData === null || typeof customData !== 'object') {
    logMessage('error', 'noPayload');
    return;
  }
  const { location, document: doc } = win;
  const session = analyticsSession(landing, win);
  const commonData = checkCommonData({
    actor: context.authenticatedAccount ? 'account' : 'visitor',
    action: eventName,
    event_owner_team: 'site',
    event_source: 'web',
    object_type: 'page',
    website_id: context.website.id,
    member_account_id: context.authenticatedAccount?.id,
    locale: doc.documentElement.lang || win.navigator.language,
    session_id: session.sessionId,
    is_first_session: session.firstSession,
    is_landing: session.landing,
    page_host: location.host,
    page_path: location.pathname,
    page_query: location.search.slice(1),
    page_referrer: doc.referrer,
    window_width: win.innerWidth,
    window_height: win.innerHeight,
    client_timestamp: Date.now(),
    ...common,
  });
  const body = { analyticsId: session.analyticsId, commonData, customData, customSchemaName: eventName };
  const response = await postJson(EVENTS_URL, body);
  if (response && !SUCCESS_STATUSES.includes(response.status))
    logMessage('error', 'httpStatus', { code: response.status });
}
