import { languagePath, type SiteLanguage } from '@atelier/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cartIdFrom, clearCartCookies, setCartCookies } from '#modules/cart/cart-cookie';
import { MemberErrors } from '#modules/members/members.errors';
import type { MemberSignIn, MemberSignUp } from '#modules/members/members.schemas';
import type { SessionMember } from '#modules/members/members.service';
import * as members from '#modules/members/members.service';
import { LoginThrottle } from '#platform/security/login-throttle';
import { hmac } from '#platform/security/tokens';
import { isSecureRequest } from '#platform/session/cookies';
import { clearMemberCookie, setMemberCookie } from '#platform/session/member-cookies';
import type { SiteRecord } from '#platform/tenancy/site-directory';
import { requestOrigin } from '#platform/tenancy/tenancy.plugin';
import { signedInMember } from '#render/member-session';
import { languageOfTag, pagePathLocaleOf, primaryOf, siteInLanguage } from '#render/page-language';
import { cartAtSignIn, cartAtSignOut } from '#workflows/members/member-cart.workflow';

/** The log lines that carry a member's links when the server sends no mail. */
export const MEMBER_SIGN_UP_LINK_LOG = 'member sign-up confirmation link';
export const MEMBER_RESET_LINK_LOG = 'member password reset link';
export const MEMBER_EMAIL_LINK_LOG = 'member email change link';
const RESETS_PER_HOUR = 10;
/** Email-change links one member may have mailed in an hour. */
const EMAIL_CHANGES_PER_HOUR = 5;

/**
 * The steps of a visitor's account that the spec's JSON calls (members.routes.ts) and the account
 * pages' plain forms (api/pages/account-pages.routes.ts) share, so both behave alike.
 */
export function memberSteps(app: FastifyInstance) {
  /** The session's XSRF token: derived from it, so it needs no column and is the same in every tab. */
  const xsrfOf = (sessionId: string) => hmac(app.secret, `member-xsrf|${sessionId}`);

  /** What a member's mails need; their links lead to the account page in `language`. */
  const mailContext = (
    request: FastifyRequest,
    site: SiteRecord,
    language: SiteLanguage = primaryOf(site),
  ): members.MemberMailContext => ({
    mailer: app.mail,
    siteId: site.id,
    origin: requestOrigin(request),
    accountPath: languagePath('/account', language),
    tagOf: (locale) => languageOfTag(site, locale).tag,
    titleIn: (tag) => siteInLanguage(site, languageOfTag(site, tag)).title,
  });
  const mailConfigured = () => Boolean(app.config.smtpUrl);

  /** The browser holds `cartId` from now on, or no cart when null. */
  function keepCart(request: FastifyRequest, reply: FastifyReply, site: SiteRecord, cartId: string | null) {
    const secure = isSecureRequest(request);
    if (cartId) setCartCookies(reply, app.secret, site.id, cartId, secure);
    else clearCartCookies(reply, secure);
  }

  async function signUp(request: FastifyRequest, site: SiteRecord, input: MemberSignUp): Promise<void> {
    const limit = await app.rateLimiter.hit(
      `member-signup:${site.id}:${request.ip}`,
      app.config.signUpsPerHour,
      3600,
    );
    if (!limit.allowed) throw MemberErrors.tooManySignUps(undefined, undefined, limit.retryAfter);
    const locale = pagePathLocaleOf(site, input.pagePath);
    const context = mailContext(request, site, languageOfTag(site, locale));
    const link = await members.signUpMember(app.db, input, locale, context);
    if (!mailConfigured() && link)
      app.log.warn({ site: site.identifier, email: input.email, link }, MEMBER_SIGN_UP_LINK_LOG);
  }

  /**
   * Signs a member in with a new session (never one the visitor arrived with), throttling wrong
   * passwords per address and account on the site; the cart goes with the account.
   */
  async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    site: SiteRecord,
    input: Pick<MemberSignIn, 'email' | 'password' | 'rememberMe'>,
  ) {
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
    const previous = await signedInMember(app, request);
    if (previous) await members.endMemberSession(app.db, previous.sessionId);
    const session = await members.startMemberSession(app.db, site.id, member.id, input.rememberMe);
    setMemberCookie(request, reply, session.token, session.cookieSeconds);
    const browserCart = cartIdFrom(request, app.secret);
    keepCart(request, reply, site, await cartAtSignIn(app.db, site.id, member.id, browserCart));
    return { member, xsrfToken: xsrfOf(session.sessionId) };
  }

  /** Ends the browser's member session; the cart stays with the account (a copy kept with `cloneCart`). */
  async function signOut(
    request: FastifyRequest,
    reply: FastifyReply,
    site: SiteRecord,
    sessionId: string | null,
    cloneCart: boolean,
  ): Promise<void> {
    if (sessionId) await members.endMemberSession(app.db, sessionId);
    clearMemberCookie(request, reply);
    keepCart(
      request,
      reply,
      site,
      await cartAtSignOut(app.db, site.id, cartIdFrom(request, app.secret), cloneCart),
    );
  }

  /** `language`: the page the visitor asked from, whose account page the link opens. */
  async function requestReset(
    request: FastifyRequest,
    site: SiteRecord,
    email: string,
    language?: SiteLanguage,
  ): Promise<void> {
    const limit = await app.rateLimiter.hit(`member-reset:${site.id}:${request.ip}`, RESETS_PER_HOUR, 3600);
    if (!limit.allowed) throw MemberErrors.tooManyResets(undefined, undefined, limit.retryAfter);
    const link = await members.requestMemberReset(app.db, email, mailContext(request, site, language));
    if (!mailConfigured() && link)
      app.log.warn({ site: site.identifier, email, link }, MEMBER_RESET_LINK_LOG);
  }

  /**
   * Checks a signed-in member's password before a change (the email address, the password),
   * throttled as sign-in is: a wrong one counts for this address and account as a wrong sign-in does.
   */
  async function checkPassword(
    request: FastifyRequest,
    site: SiteRecord,
    member: SessionMember,
    password: string,
  ): Promise<void> {
    const throttle = new LoginThrottle(app.rateLimiter, `member:${site.id}`);
    const wait = await throttle.waitFor(member.email, request.ip);
    if (wait > 0) throw MemberErrors.tooManyPasswordAttempts(undefined, undefined, wait);
    if (!(await members.isMemberPassword(app.db, site.id, member.id, password))) {
      await throttle.failed(member.email, request.ip);
      throw MemberErrors.wrongPassword();
    }
    await throttle.succeeded(member.email, request.ip);
  }

  /** Mails a link that moves the member to `email`, after their password; a few an hour at most. */
  async function requestEmailChange(
    request: FastifyRequest,
    site: SiteRecord,
    member: SessionMember,
    input: { email: string; password: string },
    language: SiteLanguage,
  ): Promise<void> {
    await checkPassword(request, site, member, input.password);
    if (input.email === member.email) throw MemberErrors.sameEmail();
    const limit = await app.rateLimiter.hit(
      `member-email:${site.id}:${member.id}`,
      EMAIL_CHANGES_PER_HOUR,
      3600,
    );
    if (!limit.allowed) throw MemberErrors.tooManyEmailChanges(undefined, undefined, limit.retryAfter);
    const context = mailContext(request, site, language);
    const link = await members.requestEmailChange(app.db, member, input.email, context);
    if (!mailConfigured() && link)
      app.log.warn({ site: site.identifier, email: input.email, link }, MEMBER_EMAIL_LINK_LOG);
  }

  /** Follows an email-change link; the member moved, or null when the link does not work. */
  const completeEmailChange = (
    request: FastifyRequest,
    site: SiteRecord,
    token: string,
    language: SiteLanguage,
  ) => members.completeEmailChange(app.db, token, mailContext(request, site, language));

  return {
    xsrfOf,
    mailConfigured,
    signUp,
    signIn,
    signOut,
    requestReset,
    checkPassword,
    requestEmailChange,
    completeEmailChange,
  };
}
