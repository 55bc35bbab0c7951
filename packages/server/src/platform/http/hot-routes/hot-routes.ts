import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { firstRefusal } from '#platform/http/request-checks';
import { sendRawError } from './raw-reply';
import { type RawRequest, type RequestReader, requestReader } from './raw-request';

/**
 * A hot route takes a request or leaves it to the app, deciding from what it can see before the
 * body is read (the request reader has already left signed-in owners and unknown hosts to the app).
 * Once it took the request it answers it, the way the app's route would, whatever happens.
 */
export type HotHandler = (request: RawRequest, response: ServerResponse) => Promise<void> | false;

/**
 * The busiest visitor writes (page-view beacons, form keys and submissions) answered straight from
 * the HTTP server, as the cached-page path answers page reads: each feature registers its handler
 * for one method and exact path, built from the same services its framework route uses, and any
 * request the handler is not sure of goes to the framework, which answers it as it always did.
 */
export class HotRoutes {
  private readonly handlers = new Map<string, HotHandler>();
  private reader: RequestReader | null = null;
  /** false: every request goes to the framework (to compare the two answers of one request). */
  enabled = true;

  constructor(private readonly app: FastifyInstance) {}

  add(method: 'POST', path: string, handler: HotHandler): void {
    this.handlers.set(`${method} ${path}`, handler);
  }

  /** True when a hot route took the request; the app must answer it otherwise. */
  respond(raw: IncomingMessage, response: ServerResponse): boolean {
    if (!this.enabled || raw.method !== 'POST' || this.handlers.size === 0) return false;
    const handler = this.handlers.get(`POST ${raw.url}`);
    if (!handler) return false;
    this.reader ??= requestReader(this.app);
    const request = this.reader(raw);
    // A request the checks refuse goes to the framework, which runs the same checks and answers it.
    if (
      !request ||
      firstRefusal({ method: 'POST', url: raw.url ?? '', headers: raw.headers, origin: () => request.origin })
    )
      return false;
    const taken = handler(request, response);
    if (taken === false) return false;
    taken.catch((error: unknown) => sendRawError(this.app, request, response, error));
    return true;
  }
}
