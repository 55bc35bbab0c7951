import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { ApiClient } from './client';

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  credentials: RequestCredentials | undefined;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch that answers from a queue and records what it was asked. */
function fakeFetch(answers: (() => Response)[]) {
  const calls: Call[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? init.body : undefined,
      credentials: init?.credentials,
    });
    const next = answers.shift();
    if (!next) throw new Error(`unexpected call ${init?.method} ${String(input)}`);
    return next();
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

describe('ApiClient', () => {
  it('sends JSON with same-origin credentials and the crumb as X-CSRF-Token on writes', async () => {
    const { fetch, calls } = fakeFetch([() => json(201, { page: { id: 'p1' } })]);
    const client = new ApiClient({ fetch, readCrumb: () => 'crumb-1', clearCrumb: () => {} });
    const answer = await client.post<{ page: { id: string } }>('/api/config/pages', { title: 'About' });
    expect(answer.page.id).toBe('p1');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.credentials).toBe('same-origin');
    expect(calls[0]?.headers['X-CSRF-Token']).toBe('crumb-1');
    expect(calls[0]?.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(calls[0]?.body ?? '')).toEqual({ title: 'About' });
  });

  it('does not send the crumb on reads', async () => {
    const { fetch, calls } = fakeFetch([() => json(200, { account: null })]);
    const client = new ApiClient({ fetch, readCrumb: () => 'crumb-1', clearCrumb: () => {} });
    await client.get('/api/auth/session');
    expect(calls[0]?.headers['X-CSRF-Token']).toBeUndefined();
  });

  it('asks for a session first when there is no crumb yet', async () => {
    let crumb: string | null = null;
    const { fetch, calls } = fakeFetch([
      () => {
        crumb = 'fresh';
        return json(200, { account: null });
      },
      () => json(200, { account: { id: 'a' } }),
    ]);
    const client = new ApiClient({ fetch, readCrumb: () => crumb, clearCrumb: () => {} });
    await client.post('/api/auth/handoff', { token: 't' });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/auth/session',
      'POST /api/auth/handoff',
    ]);
    expect(calls[1]?.headers['X-CSRF-Token']).toBe('fresh');
  });

  it('on a crumb failure resets the crumb, calls the session and retries once with the new crumb', async () => {
    let crumb: string | null = 'stale';
    const clearCrumb = vi.fn(() => {
      crumb = null;
    });
    const { fetch, calls } = fakeFetch([
      () => json(403, { crumbFail: true, error: 'Bad crumb' }),
      () => {
        crumb = 'renewed';
        return json(200, { account: { id: 'a' } });
      },
      () => json(200, { ok: true }),
    ]);
    const client = new ApiClient({ fetch, readCrumb: () => crumb, clearCrumb });
    await expect(client.delete('/api/config/pages/p1')).resolves.toEqual({ ok: true });
    expect(clearCrumb).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'DELETE /api/config/pages/p1',
      'GET /api/auth/session',
      'DELETE /api/config/pages/p1',
    ]);
    expect(calls[0]?.headers['X-CSRF-Token']).toBe('stale');
    expect(calls[2]?.headers['X-CSRF-Token']).toBe('renewed');
  });

  it('prefers the crumb the server handed out over a cookie a sibling host planted', async () => {
    const { fetch, calls } = fakeFetch([
      () => json(200, { account: { id: 'a' }, crumb: 'from-body' }),
      () => json(403, { crumbFail: true, error: 'Bad crumb', crumb: 'renewed-in-body' }),
      () => json(200, { ok: true }),
    ]);
    const client = new ApiClient({ fetch, readCrumb: () => 'TOSSED.x', clearCrumb: () => {} });
    await client.get('/api/auth/session');
    await expect(client.delete('/api/config/pages/p1')).resolves.toEqual({ ok: true });
    expect(calls[1]?.headers['X-CSRF-Token']).toBe('from-body');
    // The failure's own fresh crumb is used at once, without another session call.
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/auth/session',
      'DELETE /api/config/pages/p1',
      'DELETE /api/config/pages/p1',
    ]);
    expect(calls[2]?.headers['X-CSRF-Token']).toBe('renewed-in-body');
  });

  it('retries only once: a second crumb failure becomes an error', async () => {
    const { fetch, calls } = fakeFetch([
      () => json(403, { crumbFail: true, error: 'Bad crumb' }),
      () => json(200, { account: null }),
      () => json(403, { crumbFail: true, error: 'Still bad' }),
    ]);
    const client = new ApiClient({ fetch, readCrumb: () => 'x', clearCrumb: () => {} });
    const error = await client.put('/api/config/pages-order', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).crumbFail).toBe(true);
    expect((error as ApiError).message).toBe('Still bad');
    expect(calls).toHaveLength(3);
  });

  it('does not retry an authorization failure', async () => {
    const { fetch, calls } = fakeFetch([() => json(403, { authorizationFail: true, error: 'Not allowed' })]);
    const client = new ApiClient({ fetch, readCrumb: () => 'x', clearCrumb: () => {} });
    const error = (await client.patch('/api/config/site', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.authorizationFail).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('maps a 400 answer to an ApiError with the field errors and code', async () => {
    const { fetch } = fakeFetch([
      () => json(400, { error: 'Check the form.', code: 'invalid', errors: { slug: 'Already used.' } }),
    ]);
    const client = new ApiClient({ fetch, readCrumb: () => 'x', clearCrumb: () => {} });
    const error = (await client
      .patch('/api/config/pages/p', { slug: 'a' })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('Check the form.');
    expect(error.code).toBe('invalid');
    expect(error.fieldErrors).toEqual({ slug: 'Already used.' });
  });

  it('tells the app to show the sign-in form on 401', async () => {
    const { fetch } = fakeFetch([() => json(401, { loginRequired: true, error: 'Sign in to continue.' })]);
    const client = new ApiClient({ fetch, readCrumb: () => 'x', clearCrumb: () => {} });
    const listener = vi.fn();
    client.onLoginRequired(listener);
    const error = (await client.get('/api/config/pages').catch((e: unknown) => e)) as ApiError;
    expect(error.loginRequired).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('gives a readable message when the error body is not JSON', async () => {
    const { fetch } = fakeFetch([() => new Response('<html>Bad gateway</html>', { status: 502 })]);
    const client = new ApiClient({ fetch, readCrumb: () => 'x', clearCrumb: () => {} });
    const error = (await client.get('/api/config/pages').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.message).toBe('Internal server error. Please try again later.');
  });

  it('turns a network failure into status 0', async () => {
    const fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof globalThis.fetch;
    const client = new ApiClient({ fetch, readCrumb: () => 'x', clearCrumb: () => {} });
    const error = (await client.get('/api/config/pages').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
  });
});
