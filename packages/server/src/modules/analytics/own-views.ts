import type { IncomingHttpHeaders } from 'node:http';
import { VIEWER_ROLE } from '@atelier/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { roleOn } from '#platform/tenancy/authorization';

/** The editor's preview frame shows the site with this query flag (see the editor's frame-url.ts). */
const PREVIEW_FLAG = 'preview';

/** Whether the request comes from a page in the editor: its preview frame or /config/ itself. */
export function fromEditor(request: { headers: IncomingHttpHeaders }): boolean {
  const referer = request.headers.referer;
  if (typeof referer !== 'string') return false;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return false;
  }
  if (url.host !== request.headers.host) return false;
  return (
    url.searchParams.get(PREVIEW_FLAG) === 'draft' ||
    url.pathname === '/config' ||
    url.pathname.startsWith('/config/')
  );
}

/**
 * Spec 000 §6 on the server: a page an owner looks at is not a visit. Analytics reports sent with
 * a signed-in account's session (unless its only role on the site is viewer) or from the editor
 * are answered like any other and stored nowhere, so a stale page or a script that skips the
 * runtime's own check still cannot count the owner.
 */
export async function isOwnView(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  if (fromEditor(request)) return true;
  const { account, site } = request;
  if (!account || !site) return false;
  return (await roleOn(app, site.id, account.id)) !== VIEWER_ROLE;
}
