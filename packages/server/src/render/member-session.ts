import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasAreaAccess } from '#modules/members/member-areas.queries';
import { memberOfSession, type SessionMember } from '#modules/members/members.service';
import { memberTokens } from '#platform/session/member-cookies';
import { rolesOfAccount } from './public.queries';

export interface SignedInMember {
  sessionId: string;
  member: SessionMember;
}

const resolved = new WeakMap<FastifyRequest, Promise<SignedInMember | null>>();

/**
 * The site member this request's browser is signed in as (modules/members), read once per request:
 * null without the member cookie (no query then), on a site without accounts, or when the session
 * ended. Every cookie of the member's name signed for this host is tried.
 */
export function signedInMember(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<SignedInMember | null> {
  const known = resolved.get(request);
  if (known) return known;
  const site = request.site;
  const tokens = site?.memberAccounts ? memberTokens(request) : [];
  const found = (async () => {
    for (const token of tokens) {
      const session = await memberOfSession(app.db, site!.id, token);
      if (session) return session;
    }
    return null;
  })();
  resolved.set(request, found);
  return found;
}

/**
 * Whether this request's visitor may see what a member area keeps: a contributor of the site (who
 * builds it), or a signed-in member of the area.
 */
export async function mayEnterArea(
  app: FastifyInstance,
  request: FastifyRequest,
  areaId: string,
): Promise<boolean> {
  const site = request.site!;
  if (
    request.account &&
    (await rolesOfAccount(app.db, request.account.id)).some((r) => r.website_id === site.id)
  )
    return true;
  const signedIn = await signedInMember(app, request);
  return signedIn !== null && (await hasAreaAccess(app.db, site.id, areaId, signedIn.member.id));
}
