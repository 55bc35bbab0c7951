// @vitest-environment happy-dom
import { COOKIE_NAME } from '@atelier/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeCookie } from '../cookie-write';
import { clearCookies, formOf, stubFetch } from './tracking.test-support';
import { RECORD_EVENT_URL, recordVariantEvent } from './variant-tracker';

describe('recordVariantEvent', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearCookies();
  });

  it('posts crumb, event, data, eventName and the payload fields, form-encoded', async () => {
    writeCookie(COOKIE_NAME.crumb, 'nonce.sig');
    const { to } = stubFetch(() => new Response(null, { status: 204 }));
    const payload = { name: 'hero-copy', variant: 'b', containsError: false, event: 'payload-event' };
    const status = await recordVariantEvent('experiment-exposure', 'Hero copy', payload);
    expect(status).toBe(204);
    const [request] = to(RECORD_EVENT_URL);
    expect(request?.init.method).toBe('POST');
    expect(formOf(request!.init)).toEqual({
      name: 'hero-copy',
      variant: 'b',
      containsError: 'false',
      crumb: 'nonce.sig',
      event: 'experiment-exposure',
      data: JSON.stringify(payload),
      eventName: 'Hero copy',
    });
  });

  it('resolves with 0 when the request fails', async () => {
    stubFetch(() => Promise.reject(new TypeError('offline')));
    expect(await recordVariantEvent('e', 'n', {})).toBe(0);
  });
});
