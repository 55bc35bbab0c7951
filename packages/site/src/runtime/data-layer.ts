import { dataLayerMessages, formatMessage } from '@atelier/domain';
import { readCookie } from './cookies';
import { openSystemError, type SystemErrorData } from './system-error';

/** Spec 000 §9: data layer retry delay. */
export const RETRY_DELAY_MS = 200;
export const LOGIN_REQUIRED_EVENT = 'atelier:login-required';

export type DataLayerErrorKind =
  /** The server answered with an error body for the caller to show (400, 401, 500, 502, or any 2xx with `error`). */
  | 'failure'
  | 'login-required'
  | 'authorization'
  | 'unauthorized'
  | 'server'
  | 'unavailable'
  | 'network'
  | 'parse';

export class DataLayerError extends Error {
  // `declare` keeps these plain assignments: class field syntax would cost a helper in every bundle.
  declare readonly status: number;
  declare readonly kind: DataLayerErrorKind;
  /** The parsed JSON answer when there was one. */
  declare readonly body: unknown;

  constructor(kind: DataLayerErrorKind, message: string, status: number, body: unknown) {
    super(message);
    this.name = 'DataLayerError';
    this.kind = kind;
    this.status = status;
    this.body = body;
  }
}

export interface RequestOptions {
  /** Sent as JSON, or as is when FormData or URLSearchParams. */
  data?: unknown;
  params?: Record<string, string | number | boolean>;
  /** Retry once after 200 ms when the server cannot be reached; on by default. */
  retry?: boolean;
  /** Open the system error overlay for unhandled errors; on by default. */
  systemErrorOverlay?: boolean;
  signal?: AbortSignal;
}

export type Request = <T = unknown>(url: string, options?: RequestOptions) => Promise<T>;

export interface DataLayer {
  get: Request;
  post: Request;
  put: Request;
  delete: Request;
}

export interface DataLayerDeps {
  fetch?: typeof fetch;
  readCrumb?: () => string | null;
  openSystemError?: (data: SystemErrorData) => unknown;
  target?: EventTarget;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Statuses whose JSON error body goes to the caller (spec 000 §8). */
const FAILURE_STATUSES = [400, 401, 500, 502];

/** Statuses the spec names a message for; any other failing status counts as unreachable. */
function statusError(status: number): [DataLayerErrorKind, string] | undefined {
  if (status === 401 || status === 403) return ['unauthorized', dataLayerMessages.unauthorized];
  if (status === 500 || status === 501) return ['server', dataLayerMessages.internalServerError];
  if (status === 503) return ['unavailable', dataLayerMessages.serviceUnavailable];
  return undefined;
}

export function createDataLayer(deps: DataLayerDeps = {}): DataLayer {
  const doFetch = deps.fetch ?? ((input, init) => fetch(input, init));
  const readCookieCrumb = deps.readCrumb ?? (() => readCookie('crumb'));
  // A crumbFail answer's own fresh crumb wins over the cookie, which a sibling host may shadow.
  let answered: string | undefined;
  const readCrumb = () => answered ?? readCookieCrumb();
  const showError = deps.openSystemError ?? openSystemError;

  async function send(
    method: string,
    url: string,
    options: RequestOptions,
    retried: boolean,
    crumbRetried: boolean,
  ): Promise<unknown> {
    const again = (crumb: boolean): Promise<unknown> =>
      send(method, url, options, retried || !crumb, crumbRetried || crumb);
    const fail = (
      kind: DataLayerErrorKind,
      message: string,
      status: number,
      body?: unknown,
      overlay?: SystemErrorData,
    ) => {
      if (overlay && options.systemErrorOverlay !== false) void showError(overlay);
      return Promise.reject(new DataLayerError(kind, message, status, body));
    };
    const unreachable = (status: number, body?: unknown): Promise<unknown> =>
      options.retry !== false && !retried
        ? wait(RETRY_DELAY_MS).then(() => again(false))
        : fail('network', dataLayerMessages.unableToConnect, status, body, {
            message: dataLayerMessages.unableToConnect,
            network: true,
          });

    const address = new URL(url, location.href);
    for (const [key, value] of Object.entries(options.params ?? {}))
      address.searchParams.set(key, String(value));
    // The crumb is read on every attempt: a crumbFail answer sets a fresh cookie before the retry.
    const crumb = readCrumb();
    if (crumb) address.searchParams.set('crumb', crumb);

    const { data } = options;
    const raw = data instanceof FormData || data instanceof URLSearchParams;
    let response: Response;
    try {
      response = await doFetch(address.href, {
        method,
        credentials: 'include',
        headers: {
          accept: 'application/json',
          ...(data === undefined || raw ? {} : { 'content-type': 'application/json' }),
        },
        body: data === undefined ? undefined : raw ? data : JSON.stringify(data),
        signal: options.signal,
      });
    } catch (error) {
      // A caller that aborts has moved on: neither retry nor tell the visitor.
      if ((error as Error)?.name === 'AbortError') throw error;
      return unreachable(0);
    }

    const { status, ok } = response;
    if (status === 204) return null;
    const text = await response.text().catch(() => '');
    let body: unknown;
    try {
      // A failing status may carry no body or an HTML page; only a success must be JSON.
      body = text || ok ? JSON.parse(text) : undefined;
    } catch (error) {
      if (ok) {
        const message = formatMessage(dataLayerMessages.unparseableJson, {
          url,
          message: (error as Error).message,
        });
        return fail('parse', message, status, undefined, { message });
      }
    }
    const json: Json = isObject(body) ? body : {};

    if (json.crumbFail === true && !crumbRetried) {
      if (typeof json.crumb === 'string') answered = json.crumb;
      return again(true);
    }
    if (json.loginRequired === true) {
      (deps.target ?? window).dispatchEvent(new CustomEvent(LOGIN_REQUIRED_EVENT, { detail: { url, body } }));
      return fail('login-required', String(json.error ?? dataLayerMessages.unauthorized), status, body);
    }
    if (json.authorizationFail === true) {
      const message = dataLayerMessages.unauthorized;
      return fail('authorization', message, status, body, { message });
    }
    const reason = json.error ?? json.message ?? json.billingErrorCode;
    if (ok) return reason === undefined ? body : fail('failure', String(reason), status, body);
    if (reason !== undefined && FAILURE_STATUSES.includes(status))
      return fail('failure', String(reason), status, body);

    const known = statusError(status);
    if (!known) return unreachable(status, body);
    return fail(known[0], known[1], status, body, { message: known[1] });
  }

  // The answer is whatever JSON the route returns; the caller names its shape.
  const method =
    (name: string): Request =>
    <T>(url: string, options: RequestOptions = {}) =>
      send(name, url, options, false, false) as Promise<T>;

  return { get: method('GET'), post: method('POST'), put: method('PUT'), delete: method('DELETE') };
}

/** The data layer every page module shares. */
export const dataLayer = createDataLayer();
