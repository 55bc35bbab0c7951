// @vitest-environment happy-dom
import { messages } from '@atelier/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeCookie } from './cookie-write';
import { deleteCookie } from './cookies';
import { createDataLayer, DataLayerError, LOGIN_REQUIRED_EVENT, RETRY_DELAY_MS } from './data-layer';
import type { SystemErrorData } from './system-error';

type Answer = { status: number; body?: unknown; text?: string } | Error;

function setup(answers: Answer[], crumbs: (string | null)[] = ['c1']) {
  const calls: { url: URL; init: RequestInit }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: new URL(String(input)), init: init ?? {} });
    const answer = answers.shift();
    if (!answer) throw new Error('unexpected request');
    if (answer instanceof Error) throw answer;
    const text = answer.text ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
    return new Response(answer.status === 204 ? null : text, { status: answer.status });
  });
  let crumbRead = 0;
  const readCrumb = () => crumbs[Math.min(crumbRead++, crumbs.length - 1)] ?? null;
  const overlays: SystemErrorData[] = [];
  const target = new EventTarget();
  const layer = createDataLayer({
    fetch: fetch as typeof globalThis.fetch,
    readCrumb,
    openSystemError: (data) => overlays.push(data),
    target,
  });
  return { layer, fetch, calls, overlays, target };
}

async function failure(promise: Promise<unknown>): Promise<DataLayerError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DataLayerError);
  return error as DataLayerError;
}

describe('data layer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('GETs with credentials and the crumb as a query parameter, resolving the JSON', async () => {
    const { layer, calls } = setup([{ status: 200, body: { items: [1, 2] } }], ['abc=']);
    await expect(layer.get('/api/things?page=2', { params: { q: 'x y' } })).resolves.toEqual({
      items: [1, 2],
    });
    const [call] = calls;
    expect(call?.init.method).toBe('GET');
    expect(call?.init.credentials).toBe('include');
    expect(call?.url.pathname).toBe('/api/things');
    expect(call?.url.searchParams.get('page')).toBe('2');
    expect(call?.url.searchParams.get('q')).toBe('x y');
    expect(call?.url.searchParams.get('crumb')).toBe('abc=');
    expect(call?.init.body).toBeUndefined();
  });

  it('sends data as JSON with POST, PUT and DELETE', async () => {
    const { layer, calls } = setup([
      { status: 200, body: { ok: 1 } },
      { status: 200, body: { ok: 2 } },
      { status: 200, body: { ok: 3 } },
    ]);
    await layer.post('/api/a', { data: { name: 'Ada' } });
    await layer.put('/api/b', { data: [1] });
    await layer.delete('/api/c');
    expect(calls.map((call) => call.init.method)).toEqual(['POST', 'PUT', 'DELETE']);
    expect(calls[0]?.init.body).toBe('{"name":"Ada"}');
    expect(new Headers(calls[0]?.init.headers).get('content-type')).toBe('application/json');
    expect(calls[1]?.init.body).toBe('[1]');
  });

  it('sends form data as is, letting the browser set its content type', async () => {
    const { layer, calls } = setup([{ status: 200, body: {} }]);
    const form = new URLSearchParams({ event: 'x' });
    await layer.post('/api/form', { data: form });
    expect(calls[0]?.init.body).toBe(form);
    expect(new Headers(calls[0]?.init.headers).get('content-type')).toBeNull();
  });

  it('leaves the crumb out when there is no crumb cookie', async () => {
    const { layer, calls } = setup([{ status: 200, body: {} }], [null]);
    await layer.get('/api/x');
    expect(calls[0]?.url.searchParams.has('crumb')).toBe(false);
  });

  it('reads the crumb from the crumb cookie by default', async () => {
    writeCookie('crumb', 'from-cookie');
    const fetch = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) => new Response('{}', { status: 200 }),
    );
    await createDataLayer({ fetch }).get('/api/x');
    expect(new URL(String(fetch.mock.calls[0]?.[0])).searchParams.get('crumb')).toBe('from-cookie');
    deleteCookie('crumb');
  });

  it('resolves null for 204 No Content', async () => {
    const { layer } = setup([{ status: 204 }]);
    await expect(layer.delete('/api/x')).resolves.toBeNull();
  });

  it('counts a successful answer carrying an error field as failure, for the caller', async () => {
    const { layer, overlays } = setup([{ status: 200, body: { error: 'Sold out' } }]);
    const error = await failure(layer.post('/api/cart'));
    expect(error).toMatchObject({
      kind: 'failure',
      message: 'Sold out',
      status: 200,
      body: { error: 'Sold out' },
    });
    expect(overlays).toEqual([]);
  });

  it.each([
    [401, messages.dataLayer.unauthorized, 'unauthorized'],
    [403, messages.dataLayer.unauthorized, 'unauthorized'],
    [500, messages.dataLayer.internalServerError, 'server'],
    [501, messages.dataLayer.internalServerError, 'server'],
    [503, messages.dataLayer.serviceUnavailable, 'unavailable'],
  ])('answers %i with %j and opens the system error overlay', async (status, message, kind) => {
    const { layer, fetch, overlays } = setup([{ status, text: '<html>oops</html>' }]);
    const error = await failure(layer.get('/api/x'));
    expect(error).toMatchObject({ kind, message, status });
    expect(overlays).toEqual([{ message }]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    [400, { error: 'Name is required.', errors: { name: 'Required' } }, 'Name is required.'],
    [401, { message: 'Session ended' }, 'Session ended'],
    [500, { billingErrorCode: 'card_declined' }, 'card_declined'],
    [502, { error: 'Upstream failed' }, 'Upstream failed'],
  ])('hands a %i answer with a JSON error to the caller', async (status, body, message) => {
    const { layer, overlays, fetch } = setup([{ status, body }]);
    const error = await failure(layer.post('/api/x'));
    expect(error).toMatchObject({ kind: 'failure', status, message, body });
    expect(overlays).toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('retries another failing status once after 200 ms', async () => {
    const { layer, fetch } = setup([
      { status: 404, body: { error: 'nope' } },
      { status: 200, body: { ok: true } },
    ]);
    expect(RETRY_DELAY_MS).toBe(200);
    const result = layer.get('/api/x');
    await vi.advanceTimersByTimeAsync(199);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await expect(result).resolves.toEqual({ ok: true });
  });

  it('says it is unable to connect when the retry fails too, flagged network', async () => {
    const { layer, fetch, overlays } = setup([new TypeError('Failed to fetch'), { status: 504 }]);
    const result = failure(layer.get('/api/x'));
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    const error = await result;
    expect(error).toMatchObject({
      kind: 'network',
      message: messages.dataLayer.unableToConnect,
      status: 504,
    });
    expect(overlays).toEqual([{ message: messages.dataLayer.unableToConnect, network: true }]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not retry when the call forbids it', async () => {
    const { layer, fetch } = setup([new TypeError('Failed to fetch')]);
    const error = await failure(layer.post('/api/x', { retry: false }));
    expect(error).toMatchObject({ kind: 'network', status: 0, message: messages.dataLayer.unableToConnect });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('reports an unparseable answer with the address and parser message', async () => {
    const { layer, overlays } = setup([{ status: 200, text: 'not json' }]);
    const error = await failure(layer.get('/api/x'));
    let parserMessage = '';
    try {
      JSON.parse('not json');
    } catch (cause) {
      parserMessage = (cause as Error).message;
    }
    const expected = `Internal Error: Unable to parse server response from (/api/x) as JSON: ${parserMessage}`;
    expect(error).toMatchObject({ kind: 'parse', message: expected });
    expect(overlays).toEqual([{ message: expected }]);
  });

  it('fires the login-required event for a loginRequired answer', async () => {
    const { layer, target, overlays } = setup([
      { status: 401, body: { loginRequired: true, error: 'Sign in to continue.' } },
    ]);
    const heard = vi.fn();
    target.addEventListener(LOGIN_REQUIRED_EVENT, heard);
    const error = await failure(layer.get('/api/member'));
    expect(heard).toHaveBeenCalledTimes(1);
    const event = heard.mock.calls[0]?.[0] as CustomEvent | undefined;
    expect(event?.detail).toMatchObject({ url: '/api/member' });
    expect(error).toMatchObject({ kind: 'login-required', status: 401, message: 'Sign in to continue.' });
    expect(overlays).toEqual([]);
  });

  it('fires the login-required event on window by default', async () => {
    const heard = vi.fn();
    window.addEventListener(LOGIN_REQUIRED_EVENT, heard);
    const fetch = vi.fn(async () => new Response('{"loginRequired":true}', { status: 200 }));
    await failure(createDataLayer({ fetch, openSystemError: () => {} }).get('/api/x'));
    window.removeEventListener(LOGIN_REQUIRED_EVENT, heard);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('retries a crumbFail answer once at once, with the fresh crumb', async () => {
    const { layer, calls } = setup(
      [
        { status: 403, body: { crumbFail: true, error: 'Bad crumb' } },
        { status: 200, body: { ok: true } },
      ],
      ['stale', 'fresh'],
    );
    await expect(layer.post('/api/x', { data: { a: 1 } })).resolves.toEqual({ ok: true });
    expect(calls.map((call) => call.url.searchParams.get('crumb'))).toEqual(['stale', 'fresh']);
    expect(calls[1]?.init.body).toBe('{"a":1}');
  });

  it('retries with the crumb a crumbFail answer carries, not a cookie a sibling host planted', async () => {
    const { layer, calls } = setup(
      [
        { status: 403, body: { crumbFail: true, error: 'Bad crumb', crumb: 'from-body' } },
        { status: 200, body: { ok: true } },
      ],
      ['TOSSED.x', 'TOSSED.x'],
    );
    await expect(layer.post('/api/x')).resolves.toEqual({ ok: true });
    expect(calls.map((call) => call.url.searchParams.get('crumb'))).toEqual(['TOSSED.x', 'from-body']);
  });

  it('gives up after a second crumbFail', async () => {
    const { layer, fetch, overlays } = setup([
      { status: 403, body: { crumbFail: true } },
      { status: 403, body: { crumbFail: true } },
    ]);
    const error = await failure(layer.post('/api/x'));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(error).toMatchObject({ kind: 'unauthorized', message: messages.dataLayer.unauthorized });
    expect(overlays).toHaveLength(1);
  });

  it('opens the system error overlay for authorizationFail', async () => {
    const { layer, overlays } = setup([
      { status: 403, body: { authorizationFail: true, error: 'Not yours' } },
    ]);
    const error = await failure(layer.put('/api/x'));
    expect(error).toMatchObject({ kind: 'authorization', status: 403, body: { authorizationFail: true } });
    expect(overlays).toEqual([{ message: messages.dataLayer.unauthorized }]);
  });

  it('keeps the overlay closed when the caller shows errors itself', async () => {
    const { layer, overlays } = setup([{ status: 503 }]);
    const error = await failure(layer.get('/api/x', { systemErrorOverlay: false }));
    expect(error.kind).toBe('unavailable');
    expect(overlays).toEqual([]);
  });

  it('neither retries nor reports an aborted call', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    const { layer, fetch, overlays } = setup([abort]);
    await expect(layer.get('/api/x')).rejects.toBe(abort);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(overlays).toEqual([]);
  });
});
