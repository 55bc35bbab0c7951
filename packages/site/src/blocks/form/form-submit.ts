import { COOKIE_NAME, formMessages } from '@atelier/domain';
import { readCookie } from '../../runtime/cookies';

export type SubmitOutcome =
  | { ok: true }
  /** `errors`: field id -> message; `message`: the form-wide text. */
  | { ok: false; errors?: Record<string, string>; message?: string };

const STATUS_MESSAGES: Record<number, string> = {
  401: formMessages.status401,
  404: formMessages.status404,
  429: formMessages.status429,
  500: formMessages.status500,
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * How a refused submission is shown (spec 000 §8): a 400 with an errors map puts each message on
 * its field; 401, 404, 429 and 500 have their own messages; otherwise the server's error text,
 * else the unknown-error message.
 */
export function failureFor(status: number, body: unknown): Extract<SubmitOutcome, { ok: false }> {
  const data = isObject(body) ? body : {};
  if (status === 400 && isObject(data.errors)) {
    const errors: Record<string, string> = {};
    for (const [id, message] of Object.entries(data.errors)) {
      if (typeof message === 'string' && message) errors[id] = message;
    }
    if (Object.keys(errors).length > 0) return { ok: false, errors };
  }
  const byStatus = STATUS_MESSAGES[status];
  if (byStatus) return { ok: false, message: byStatus };
  return {
    ok: false,
    message: typeof data.error === 'string' && data.error ? data.error : formMessages.unknownError,
  };
}

/** A JSON POST with the visitor's cookies and, when the session has one, its crumb. */
export function postJson(fetcher: typeof fetch, url: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const crumb = readCookie(COOKIE_NAME.crumb);
  if (crumb) headers['x-csrf-token'] = crumb;
  return fetcher(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const readJson = (response: Response): Promise<unknown> => response.json().catch(() => null);

/** A single-use submission key, or null when the server would not give one. */
export async function requestSubmissionKey(fetcher: typeof fetch): Promise<string | null> {
  try {
    const response = await postJson(fetcher, '/api/form/FormSubmissionKey');
    const data = response.ok ? await readJson(response) : null;
    return isObject(data) && typeof data.key === 'string' && data.key ? data.key : null;
  } catch {
    return null;
  }
}

/**
 * Gets a key, then saves the submission with it. `payload` is everything but the key
 * (spec 000 §3 "Form submission payload").
 */
export async function submitForm(
  fetcher: typeof fetch,
  payload: Record<string, unknown>,
): Promise<SubmitOutcome> {
  const key = await requestSubmissionKey(fetcher);
  if (!key) return { ok: false, message: formMessages.submissionKeyFailed };
  try {
    const response = await postJson(fetcher, '/api/form/SaveFormSubmission', { key, ...payload });
    if (response.ok) return { ok: true };
    return failureFor(response.status, await readJson(response));
  } catch {
    // The request never completed: nothing the server said to show.
    return { ok: false, message: formMessages.unknownError };
  }
}
