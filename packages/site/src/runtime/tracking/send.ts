import { ANALYTICS_TIMEOUT_MS } from '@atelier/domain';

/**
 * POSTs a tracking body and gives up after `timeoutMs`. keepalive lets a request started by a click
 * on a link outlive the page it leaves. Resolves with the response, or undefined on any failure:
 * analytics failures are silently ignored (spec 000 §8).
 */
export function post(
  url: string,
  body: BodyInit,
  headers?: Record<string, string>,
  timeoutMs: number = ANALYTICS_TIMEOUT_MS,
): Promise<Response | undefined> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  return fetch(url, {
    method: 'POST',
    body,
    headers,
    credentials: 'include',
    keepalive: true,
    signal: controller.signal,
  })
    .catch(() => undefined)
    .finally(() => clearTimeout(timer));
}

export const postJson = (url: string, data: unknown, headers?: Record<string, string>) =>
  post(url, JSON.stringify(data), { 'content-type': 'application/json', ...headers });

/** Sends while the page goes away: a beacon when the browser takes it, else a keepalive request. */
export function beacon(url: string, body: string | URLSearchParams, win: Window = window): void {
  const nav = win.navigator;
  if (typeof nav.sendBeacon === 'function' && nav.sendBeacon(url, body)) return;
  void post(url, body);
}
