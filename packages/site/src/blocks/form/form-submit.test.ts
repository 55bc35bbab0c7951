// @vitest-environment happy-dom
import { formMessages } from '@atelier/domain';
import { describe, expect, it, vi } from 'vitest';
import { writeCookie } from '../../runtime/cookie-write';
import { deleteCookie } from '../../runtime/cookies';
import { failureFor, requestSubmissionKey, submitForm } from './form-submit';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('failureFor (spec 000 §8)', () => {
  it.each([
    [401, { error: 'Key expired' }, formMessages.status401],
    [404, { error: 'No such form' }, formMessages.status404],
    [429, { error: 'Too many' }, formMessages.status429],
    [500, { error: 'Boom' }, formMessages.status500],
    [400, { error: 'Could not parse the form fields' }, 'Could not parse the form fields'],
    [403, { error: 'Nope', code: 'forbidden' }, 'Nope'],
    [400, { errors: {} }, formMessages.unknownError],
    [502, null, formMessages.unknownError],
    [418, 'teapot', formMessages.unknownError],
  ])('answers status %i with %j by its message', (status, body, message) => {
    expect(failureFor(status, body)).toEqual({ ok: false, message });
  });

  it('puts the messages of a 400 errors map on their fields', () => {
    expect(failureFor(400, { errors: { email: 'Email is not valid.', name: 7 }, code: 'invalid' })).toEqual({
      ok: false,
      errors: { email: 'Email is not valid.' },
    });
  });
});

describe('submitForm', () => {
  it('gets a single-use key, then saves the submission with it as JSON', async () => {
    const fetcher = vi.fn<typeof fetch>(async (url) =>
      String(url).endsWith('FormSubmissionKey') ? json(200, { key: 'k1' }) : json(200, { success: true }),
    );
    expect(await submitForm(fetcher, { formId: 'f', form: '{}' })).toEqual({ ok: true });
    expect(fetcher.mock.calls.map(([url, init]) => [url, init?.method])).toEqual([
      ['/api/form/FormSubmissionKey', 'POST'],
      ['/api/form/SaveFormSubmission', 'POST'],
    ]);
    const [, save] = fetcher.mock.calls[1]!;
    expect(JSON.parse(String(save?.body))).toEqual({ key: 'k1', formId: 'f', form: '{}' });
    expect((save?.headers as Record<string, string> | undefined)?.['content-type']).toBe('application/json');
    expect(save?.credentials).toBe('same-origin');
  });

  it("sends the session's crumb when it has one", async () => {
    writeCookie('crumb', 'c123');
    const fetcher = vi.fn<typeof fetch>(async () => json(200, { key: 'k' }));
    await requestSubmissionKey(fetcher);
    deleteCookie('crumb');
    const headers = fetcher.mock.calls[0]?.[1]?.headers as Record<string, string> | undefined;
    expect(headers?.['x-csrf-token']).toBe('c123');
  });

  it.each<[string, () => Promise<Response>]>([
    ['a refused key', async () => json(500, { error: 'x' })],
    ['an answer without a key', async () => json(200, {})],
    ['no connection', () => Promise.reject(new TypeError('offline'))],
  ])('says the key could not be had after %s, and sends nothing', async (_name, answer) => {
    const fetcher = vi.fn<typeof fetch>(answer);
    expect(await requestSubmissionKey(fetcher)).toBeNull();
    expect(await submitForm(fetcher, {})).toEqual({ ok: false, message: formMessages.submissionKeyFailed });
    expect(fetcher.mock.calls.every(([url]) => url === '/api/form/FormSubmissionKey')).toBe(true);
  });

  it('reports a lost connection while saving as an unknown error', async () => {
    const fetcher = vi.fn<typeof fetch>(async (url) => {
      if (String(url).endsWith('FormSubmissionKey')) return json(200, { key: 'k' });
      throw new TypeError('offline');
    });
    expect(await submitForm(fetcher, {})).toEqual({ ok: false, message: formMessages.unknownError });
  });
});
