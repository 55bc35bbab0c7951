import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cartIdFrom, clearCartCookies, setCartCookies } from '#modules/cart/cart-cookie';
import { MemberErrors } from '#modules/members/members.errors';
import {
  MemberResetComplete,
  MemberResetRequest,
  MemberSignIn,
  MemberSignOut,
  MemberSignUp,
} from '#modules/members/members.schemas';
import * as members from '#modules/members/members.service';
import { parseInput } from '#platform/errors/validation';
import { LoginThrottle } from '#platform/security/login-throttle';
import { hmac, safeEqual } from '#platform/security/tokens';
import { isSecureRequest } from '#platform/session/cookies';
import { clearMemberCookie, memberTokens, setMemberCookie } from '#platform/session/member-cookies';
import type { SiteRecord } from '#platform/tenancy/site-directory';
import { requestOrigin } from '#platform/tenancy/tenancy.plugin';
import { languageOfTag, pagePathLocaleOf, siteInLanguage } from '#render/page-language';
import { cartAtSignIn, cartAtSignOut } from '#workflows/members/member-cart.workflow';

/** The header the site's scripts send the member's XSRF token in (spec 001 §7 "site-user XSRF header"). */
export const MEMBER_XSRF_HEADER = 'x-siteuser-xsrf-token';
/** The log lines that carry a member's links when the server sends no mail. */
export const MEMBER_SIGN_UP_LINK_LOG = 'member sign-up confirmation link';
export const MEMBER_RESET_LINK_LOG = 'member password reset link';

const RESETS_PER_HOUR = 10;

/**
 * Visitors' accounts on a site (modules/members, spec 001 §7): sign-up with a mailed confirmation,
 * the spec's session calls, password reset. Only on a site's own host, and only when its owner
 * turned accounts on; the same answers whether or not an address has an account.
 */
export async function memberRoutes(app: FastifyInstance): Promise<void> {
  const siteOf = (request: FastifyRequest): SiteRecord => {
    const site = request.hostKind === 'site' ? request.site : null;
    if (!site?.memberAccounts) throw MemberErrors.accountsOff();
    return site;
  };
  // The XSRF token is the session's own, derived from it: no column, the same in every tab.
  const xsrfOf = (sessionId: string) => hmac(app.secret, `member-xsrf|${sessionId}`);
  const mailContext = (request: FastifyRequest, site: SiteRecord): members.MemberMailContext => ({
    mailer: app.mail,
    siteId: site.id,
    origin: requestOrigin(request),
    tagOf: (locale) => languageOfTag(site, locale).tag,
    titleIn: (tag) => siteInLanguage(site, languageOfTag(site, tag)).title,
  });
  const mailConfigured = () => Boolean(app.config.smtpUrl);

  /** The member this browser is signed in as on the site, with the session. */
  async function signedIn(request: FastifyRequest, site: SiteRecord) {
    for (const token of memberTokens(request)) {
      const found = await members.memberOfSession(app.db, site.id, token);
      if (found) return found;
    }
    return null;
  }

  const memberJson = (member: members.SessionMember) => ({
    id: member.id,
    email: member.email,
    displayName: member.displayName,
  });

  app.get('/api/site-users/account', async (request, reply) => {
    const site = siteOf(request);
    reply.header('Cache-Control', 'private, no-store');
    const session = await signedIn(request, site);
    if (!session) return { member: null };
    return { member: memberJson(session.member), xsrfToken: xsrfOf(session.sessionId) };
  });

  app.post('/api/site-users/account', async (request, reply) => {
    const site = siteOf(request);
    const input = parseInput(MemberSignUp, request.body);
    const limit = await app.rateLimiter.hit(
      `member-signup:${site.id}:${request.ip}`,
      app.config.signUpsPerHour,
      3600,
    );
    if (!limit.allowed) throw MemberErrors.tooManySignUps(undefined, undefined, limit.retryAfter);
    const locale = pagePathLocaleOf(site, input.pagePath);
    const link = await members.signUpMember(app.db, input, locale, mailContext(request, site));
    if (!mailConfigured() && link)
      app.log.warn({ site: site.identifier, email: input.email, link }, MEMBER_SIGN_UP_LINK_LOG);
    reply.status(202);
    return { verificationSent: true, email: input.email, mailConfigured: mailConfigured() };
  });

  app.get('/api/site-users/account/verify', async (request, reply) => {
    const site = siteOf(request);
    const token = (request.query as Record<string, unknown>).token;
    const ok =
      typeof token === 'string' && token.length < 100 && (await members.verifyMember(app.db, site.id, token));
    reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
    return reply.redirect(ok ? '/account?verified=1' : '/account?verified=0', 303);
  });

  app.post('/api/site-users/account/session', async (request, reply) => {
    const site = siteOf(request);
    const input = parseInput(MemberSignIn, request.body);
    const throttle = new LoginThrottle(app.rateLimiter, `member:${site.id}`);
    const wait = await throttle.waitFor(input.email, request.ip);
    if (wait > 0) throw MemberErrors.tooManyAttempts(undefined, undefined, wait);
    let member: members.SessionMember;
    try {
      member = await members.checkMemberCredentials(app.db, site.id, input);
    } catch (error) {
      await throttle.failed(input.email, request.ip);
      throw error;
    }
    await throttle.succeeded(input.email, request.ip);
    // A new session every time: never one the visitor arrived with.
    const previous = await signedIn(request, site);
    if (previous) await members.endMemberSession(app.db, previous.sessionId);
    const session = await members.startMemberSession(app.db, site.id, member.id, input.rememberMe);
    setMemberCookie(request, reply, session.token, session.cookieSeconds);
    keepCart(
      request,
      reply,
      site,
      await cartAtSignIn(app.db, site.id, member.id, cartIdFrom(request, app.secret)),
    );
    reply.header('Cache-Control', 'private, no-store');
    return { member: memberJson(member), xsrfToken: xsrfOf(session.sessionId) };
  });

  app.delete('/api/site-users/account/session', async (request, reply) => {
    const site = siteOf(request);
    const { cloneCart } = parseInput(MemberSignOut, request.query ?? {});
    const session = await signedIn(request, site);
    if (session) {
      // A change the member makes carries the session's XSRF token; a mismatch is answered with
      // crumbFail and the token, so the site's script repeats the call once (spec 001 §7).
      const sent = request.headers[MEMBER_XSRF_HEADER];
      const expected = xsrfOf(session.sessionId);
      if (typeof sent !== 'string' || !safeEqual(sent, expected)) {
        const error = MemberErrors.xsrfFail();
        error.extra = { xsrfToken: expected };
        throw error;
      }
      await members.endMemberSession(app.db, session.sessionId);
    }
    clearMemberCookie(request, reply);
    const kept = await cartAtSignOut(app.db, site.id, cartIdFrom(request, app.secret), cloneCart);
    keepCart(request, reply, site, kept);
    return { ok: true };
  });

  app.post('/api/site-users/account/password-reset', async (request, reply) => {
    const site = siteOf(request);
    const input = parseInput(MemberResetRequest, request.body);
    const limit = await app.rateLimiter.hit(`member-reset:${site.id}:${request.ip}`, RESETS_PER_HOUR, 3600);
    if (!limit.allowed) throw MemberErrors.tooManyResets(undefined, undefined, limit.retryAfter);
    const link = await members.requestMemberReset(app.db, input.email, mailContext(request, site));
    if (!mailConfigured() && link)
      app.log.warn({ site: site.identifier, email: input.email, link }, MEMBER_RESET_LINK_LOG);
    reply.status(202);
    return { resetSent: true, email: input.email, mailConfigured: mailConfigured() };
  });

  app.post('/api/site-users/account/password-reset/complete', async (request) => {
    const site = siteOf(request);
    const input = parseInput(MemberResetComplete, request.body);
    await members.completeMemberReset(app.db, site.id, input.token, input.password);
    return { ok: true };
  });

  /** The browser holds `cartId` from now on, or no cart when null. */
  function keepCart(request: FastifyRequest, reply: FastifyReply, site: SiteRecord, cartId: string | null) {
    const secure = isSecureRequest(request);
    if (cartId) setCartCookies(reply, app.secret, site.id, cartId, secure);
    else clearCartCookies(reply, secure);
  }
}
