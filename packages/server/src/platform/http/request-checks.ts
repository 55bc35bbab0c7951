import type { IncomingHttpHeaders } from 'node:http';
import { AppError } from '#platform/errors/app-error';

/** What every check sees of a request, whether the framework or a fast path answers it. */
export interface CheckedRequest {
  method: string;
  /** The path and query as sent. */
  url: string;
  headers: IncomingHttpHeaders;
  /** scheme://host as the request addressed us (the framework's requestOrigin). */
  origin: () => string;
}

/**
 * A check every request passes before anything answers it. `name` is also the route option that
 * lets one route opt out (`config: { [name]: false }`), for routes built to take what the check refuses.
 */
export interface RequestCheck {
  name: string;
  refuse(request: CheckedRequest): AppError | null;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Routes that take posts from other origins by design: a payment provider's webhook
 * (`/api/.../webhook`), which proves itself by its signature.
 */
export const CROSS_ORIGIN_PATHS: readonly RegExp[] = [/^\/api\/(?:[\w-]+\/)+webhooks?(?:[/?]|$)/];

/**
 * Whether a browser sent this request from a page of the very origin it is addressed to. Sibling
 * sites under one parent domain are same-site to each other, so same-site is not enough. A request
 * carrying neither header does not come from a browser page (browsers send Origin with every
 * state-changing fetch and form post), and so cannot carry a victim's cookies against their will.
 */
export function fromOwnOrigin(request: Pick<CheckedRequest, 'headers' | 'origin'>): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = request.headers.origin;
  return origin === undefined || origin === request.origin();
}

/** A state-changing request must come from a page of the origin it is sent to. */
export const sameOriginCheck: RequestCheck = {
  name: 'sameOrigin',
  refuse(request) {
    if (!STATE_CHANGING.has(request.method) || fromOwnOrigin(request)) return null;
    if (CROSS_ORIGIN_PATHS.some((pattern) => pattern.test(request.url))) return null;
    return new AppError(
      'forbidden',
      'cross_origin',
      'This request came from another site and was refused. Open the page on this site and try again.',
    );
  },
};

/**
 * The one list of request checks. The framework runs it before every route (request-checks.plugin.ts)
 * and every path that answers before the framework (cached pages, hot media, hot routes) runs it too
 * and leaves a refused request to the framework, which answers the refusal: a check added here
 * holds everywhere at once.
 */
export const REQUEST_CHECKS: RequestCheck[] = [sameOriginCheck];

/** The first refusal of the list for a request, or null when it passes them all. */
export function firstRefusal(
  request: CheckedRequest,
  optedOut: (check: RequestCheck) => boolean = () => false,
): AppError | null {
  for (const check of REQUEST_CHECKS) {
    const refusal = check.refuse(request);
    if (refusal && !optedOut(check)) return refusal;
  }
  return null;
}
