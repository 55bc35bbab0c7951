import { COOKIE_NAME } from '@atelier/domain';
import { readCookie } from '../cookies';
import { post } from './send';

export const RECORD_EVENT_URL = '/api/events/RecordEvent';

/**
 * The variant tracker's call (spec 000 §7, spec 001 §7): form-encoded crumb (from its cookie),
 * event, data (the payload as JSON), eventName and each payload field on its own. Only the status
 * matters: resolves with it, or 0 when the request failed.
 */
export async function recordVariantEvent(
  event: string,
  eventName: string,
  payload: Record<string, string | number | boolean>,
  doc: Document = document,
): Promise<number> {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) form.set(key, String(value));
  form.set('crumb', readCookie(COOKIE_NAME.crumb, doc) ?? '');
  form.set('event', event);
  form.set('data', JSON.stringify(payload));
  form.set('eventName', eventName);
  return (await post(RECORD_EVENT_URL, form))?.status ?? 0;
}
