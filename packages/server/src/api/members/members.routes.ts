import { languagePath } from '@atelier/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MemberErrors } from '#modules/members/members.errors';
import { findMember } from '#modules/members/members.queries';
import {
  MemberResetComplete,
  MemberResetRequest,
  MemberSignIn,
  MemberSignOut,
  MemberSignUp,
} from '#modules/members/members.schemas';
import * as members from '#modules/members/members.service';
import { parseInput } from '#platform/errors/validation';
import { safeEqual } from '#platform/security/tokens';
import type { SiteRecord } from '#platform/tenancy/site-directory';
import { signedInMember } from '#render/member-session';
import { languageOfTag } from '#render/page-language';
import { memberSteps } from './member-steps';

/** The header the site's scripts send the member's XSRF token in (spec 001 §7 "site-user XSRF header"). */
export const MEMBER_XSRF_HEADER = 'x-siteuser-xsrf-token';

/**
 * Visitors' accounts on a site (modules/members, spec 001 §7): sign-up with a mailed confirmation,
 * the spec's session calls, password reset. Only on a site's own host, and only when its owner
 * turned accounts on; the same answers whether or not an address has an account.
 */
export async function memberRoutes(app: FastifyInstance): Promise<void> {
  const steps = memberSteps(app);
  const siteOf = (request: FastifyRequest): SiteRecord => {
    const site = request.hostKind === 'site' ? request.site : null;
    if (!site?.memberAccounts) throw MemberErrors.accountsOff();
    return site;
  };
  const memberJson = (member: members.SessionMember) => ({
    id: member.id,
    email: member.email,
    displayName: member.displayName,
  });

  app.get('/api/site-users/account', async (request, reply) => {
    siteOf(request);
    reply.header('Cache-Control', 'private, no-store');
    const session = await signedInMember(app, request);
    if (!session) return { member: null };
    return { member: memberJson(session.member), xsrfToken: steps.xsrfOf(session.sessionId) };
  });

  app.post('/api/site-users/account', async (request, reply) => {
    const site = siteOf(request);
    const input = parseInput(MemberSignUp, request.body);
    await steps.signUp(request, site, input);
    reply.status(202);
    return { verificationSent: true, email: input.email, mailConfigured: steps.mailConfigured() };
  });

  app.get('/api/site-users/account/verify', async (request, reply) => {
    const site = siteOf(request);
    const token = (request.query as Record<string, unknown>).token;
    const memberId =
      typeof token === 'string' && token.length < 100
        ? await members.verifyMember(app.db, site.id, token)
        : null;
    // The account page in the language of the page the member signed up from (their `locale`).
    const member = memberId ? await findMember(app.db, site.id, memberId) : undefined;
    const account = languagePath('/account', languageOfTag(site, member?.locale));
    reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
    return reply.redirect(`${account}?verified=${memberId ? 1 : 0}`, 303);
  });

  app.post('/api/site-users/account/session', async (request, reply) => {
    const site = siteOf(request);
    const input = parseInput(MemberSignIn, request.body);
    const { member, xsrfToken } = await steps.signIn(request, reply, site, input);
    reply.header('Cache-Control', 'private, no-store');
    return { member: memberJson(member), xsrfToken };
  });

  app.delete('/api/site-users/account/session', async (request, reply) => {
    const site = siteOf(request);
    const { cloneCart } = parseInput(MemberSignOut, request.query ?? {});
    const session = await signedInMember(app, request);
    if (session) {
      // A change the member makes carries the session's XSRF token; a mismatch is answered with
      // crumbFail and the token, so the site's script repeats the call once (spec 001 §7).
      const sent = request.headers[MEMBER_XSRF_HEADER];
      const expected = steps.xsrfOf(session.sessionId);
      if (typeof sent !== 'string' || !safeEqual(sent, expected)) {
        const error = MemberErrors.xsrfFail();
        error.extra = { xsrfToken: expected };
        throw error;
      }
    }
    await steps.signOut(request, reply, site, session?.sessionId ?? null, cloneCart);
    return { ok: true };
  });

  app.post('/api/site-users/account/password-reset', async (request, reply) => {
    const site = siteOf(request);
    const input = parseInput(MemberResetRequest, request.body);
    await steps.requestReset(request, site, input.email);
    reply.status(202);
    return { resetSent: true, email: input.email, mailConfigured: steps.mailConfigured() };
  });

  app.post('/api/site-users/account/password-reset/complete', async (request) => {
    const site = siteOf(request);
    const input = parseInput(MemberResetComplete, request.body);
    await members.completeMemberReset(app.db, site.id, input.token, input.password);
    return { ok: true };
  });
}
