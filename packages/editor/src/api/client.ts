import { errorFromResponse, networkError } from './api-error';
import { clearBrowserCrumb, readBrowserCrumb } from './crumb';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiClientOptions {
  fetch?: typeof fetch;
  readCrumb?: () => string | null;
  clearCrumb?: () => void;
}

const SESSION_PATH = '/api/auth/session';
const isStateChanging = (method: Method) => method !== 'GET';

/**
 * JSON over fetch with the conventions of docs/api.md: same-origin cookies, the crumb as
 * `X-CSRF-Token` on state-changing calls, one retry after a crumb failure, and typed errors.
 */
export class ApiClient {
  private readonly fetchImpl: typeof fetch;
  private readonly readCrumb: () => string | null;
  private readonly clearCrumb: () => void;
  private readonly loginListeners = new Set<() => void>();
  /**
   * The crumb the server last handed out in a JSON body. Preferred over the cookie: a sibling host
   * can plant a `crumb` cookie on the parent domain that document.cookie lists before ours.
   */
  private learnedCrumb: string | null = null;

  constructor(options: ApiClientOptions = {}) {
    // Bound, because calling a detached window.fetch throws "Illegal invocation" in browsers.
    this.fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.readCrumb = options.readCrumb ?? readBrowserCrumb;
    this.clearCrumb = options.clearCrumb ?? clearBrowserCrumb;
  }

  /** Called whenever the server answers 401: the app shows its sign-in form. */
  onLoginRequired(listener: () => void): () => void {
    this.loginListeners.add(listener);
    return () => {
      this.loginListeners.delete(listener);
    };
  }

  get<T>(path: string): Promise<T> {
    return this.request<T>('GET', path);
  }

  post<T>(path: string, body?: unknown): Promise<T> {
    return this.request<T>('POST', path, body);
  }

  put<T>(path: string, body?: unknown): Promise<T> {
    return this.request<T>('PUT', path, body);
  }

  patch<T>(path: string, body?: unknown): Promise<T> {
    return this.request<T>('PATCH', path, body);
  }

  delete<T>(path: string): Promise<T> {
    return this.request<T>('DELETE', path);
  }

  async request<T>(method: Method, path: string, body?: unknown): Promise<T> {
    // A first visit to a host has no crumb yet; the session call is what hands one out.
    if (isStateChanging(method) && !this.crumb()) await this.refreshCrumb();
    let response = await this.send(method, path, body);
    let parsed = this.learn(await parseBody(response));
    if (response.status === 403 && isCrumbFail(parsed)) {
      if (!hasCrumb(parsed)) {
        this.clearCrumb();
        await this.refreshCrumb();
      }
      response = await this.send(method, path, body);
      parsed = this.learn(await parseBody(response));
    }
    if (!response.ok) {
      const error = errorFromResponse(response.status, parsed);
      if (response.status === 401) for (const listener of this.loginListeners) listener();
      throw error;
    }
    return parsed as T;
  }

  private async send(method: Method, path: string, body: unknown): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (isStateChanging(method)) {
      const crumb = this.crumb();
      if (crumb) headers['X-CSRF-Token'] = crumb;
    }
    try {
      return await this.fetchImpl(path, {
        method,
        headers,
        credentials: 'same-origin',
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw networkError();
    }
  }

  private crumb(): string | null {
    return this.learnedCrumb ?? this.readCrumb();
  }

  /** Keeps a crumb the answer carries (the session call, sign-in, a crumb failure). */
  private learn(body: unknown): unknown {
    if (hasCrumb(body)) this.learnedCrumb = body.crumb;
    return body;
  }

  private async refreshCrumb(): Promise<void> {
    try {
      this.learn(await parseBody(await this.send('GET', SESSION_PATH, undefined)));
    } catch {
      // The real call that follows reports the network failure; nothing to add here.
    }
  }
}

function hasCrumb(body: unknown): body is { crumb: string } {
  return body !== null && typeof body === 'object' && typeof (body as { crumb?: unknown }).crumb === 'string';
}

function isCrumbFail(body: unknown): boolean {
  return body !== null && typeof body === 'object' && (body as { crumbFail?: unknown }).crumbFail === true;
}

/** The JSON body, or null when there is none or it is not JSON (a proxy's HTML error page). */
async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The app-wide client; tests build their own with a fake fetch. */
export const api = new ApiClient();
