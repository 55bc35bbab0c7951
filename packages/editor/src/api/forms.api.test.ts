import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  deleteSubmission,
  fetchOutboxMessage,
  listForms,
  listOutbox,
  listSubmissions,
  listSubscribers,
  markSubmissionRead,
  queryString,
  submissionsCsvUrl,
  subscribersCsvUrl,
  unsubscribeSubscriber,
} from './forms.api';

const FORM = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const SUB = 'bbbbbbbbbbbbbbbbbbbbbbbb';

interface Call {
  url: string;
  method: string;
  body: unknown;
  headers: Record<string, string>;
}

let calls: Call[];
let answers: Response[];

beforeEach(() => {
  calls = [];
  answers = [];
  // The app-wide client reads its crumb from document.cookie; a fake one keeps it from asking the session.
  vi.stubGlobal('document', { cookie: 'crumb=c1' });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: init.headers as Record<string, string>,
    });
    return answers.shift() ?? new Response(null, { status: 204 });
  });
});
afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('form inbox calls', () => {
  it('lists forms', async () => {
    answers.push(json({ forms: [{ formId: FORM }] }));
    expect(await listForms()).toEqual([{ formId: FORM }]);
    expect(calls[0]).toMatchObject({ url: '/api/config/forms', method: 'GET' });
  });

  it('asks for a page of submissions with the search words', async () => {
    answers.push(json({ submissions: [], total: 0 }), json({ submissions: [], total: 0 }));
    await listSubmissions(FORM, { q: '  ada lovelace ' });
    await listSubmissions(FORM, { cursor: 'WyJ4Il0' });
    expect(calls.map((c) => c.url)).toEqual([
      `/api/config/forms/${FORM}/submissions?q=ada+lovelace&limit=25`,
      `/api/config/forms/${FORM}/submissions?limit=25&cursor=WyJ4Il0`,
    ]);
  });

  it('marks read and deletes with the crumb', async () => {
    answers.push(json({ submission: { id: SUB, read: true } }));
    expect(await markSubmissionRead(FORM, SUB, true)).toEqual({ id: SUB, read: true });
    await deleteSubmission(FORM, SUB);
    expect(calls[0]).toMatchObject({
      url: `/api/config/forms/${FORM}/submissions/${SUB}/read`,
      method: 'PUT',
      body: { read: true },
    });
    expect(calls[0]!.headers['X-CSRF-Token']).toBe('c1');
    expect(calls[1]).toMatchObject({ url: `/api/config/forms/${FORM}/submissions/${SUB}`, method: 'DELETE' });
  });

  it('links the CSV export of a form', () => {
    expect(submissionsCsvUrl(FORM)).toBe(`/api/config/forms/${FORM}/submissions.csv`);
  });
});

describe('subscriber calls', () => {
  it('filters by words and status a page at a time, leaving out empty filters', async () => {
    answers.push(json({ subscribers: [], total: 0 }), json({ subscribers: [], total: 0 }));
    await listSubscribers({ q: 'ada', status: 'confirmed' });
    await listSubscribers({ q: ' ', status: '', cursor: 'WyJ4Il0' });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/config/newsletter/subscribers?q=ada&status=confirmed&limit=100',
      '/api/config/newsletter/subscribers?limit=100&cursor=WyJ4Il0',
    ]);
  });

  it('unsubscribes with DELETE and answers the updated subscriber', async () => {
    answers.push(json({ subscriber: { id: SUB, status: 'unsubscribed' } }));
    expect((await unsubscribeSubscriber(SUB)).status).toBe('unsubscribed');
    expect(calls[0]).toMatchObject({ url: `/api/config/newsletter/subscribers/${SUB}`, method: 'DELETE' });
  });
});

describe('outbox calls', () => {
  it('lists the emails and opens one', async () => {
    answers.push(
      json({ messages: [{ id: SUB, status: 'outbox' }] }),
      json({ message: { id: SUB, text: 'Hi' } }),
    );
    expect(await listOutbox()).toEqual([{ id: SUB, status: 'outbox' }]);
    expect(await fetchOutboxMessage(SUB)).toEqual({ id: SUB, text: 'Hi' });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/config/outbox',
      `GET /api/config/outbox/${SUB}`,
    ]);
  });

  it('reports a failed call with what the server said', async () => {
    answers.push(
      new Response(JSON.stringify({ error: 'This email could not be found.' }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await expect(fetchOutboxMessage(SUB)).rejects.toMatchObject({
      status: 404,
      message: 'This email could not be found.',
    });
  });
});

describe('CSV exports', () => {
  it('are plain links the browser downloads with the session cookie', () => {
    expect(subscribersCsvUrl).toBe('/api/config/newsletter/subscribers.csv');
  });
});

describe('query strings', () => {
  it('encodes values and drops empty ones', () => {
    expect(queryString({ q: 'a&b', limit: 10, offset: undefined, status: '' })).toBe('?q=a%26b&limit=10');
    expect(queryString({})).toBe('');
  });
});
