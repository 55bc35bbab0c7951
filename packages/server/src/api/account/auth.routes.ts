import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AuthErrors } from '#modules/auth/auth.errors';
import { Handoff, SignIn, SignUp } from '#modules/auth/auth.schemas';
import * as auth from '#modules/auth/auth.service';
import { parseInput } from '#platform/errors/validation';
import { freshCrumb } from '#platform/http/crumb.plugin';
import { LoginThrottle } from '#platform/security/login-throttle';
import { clearSessionCookie, setSessionCookie } from '#platform/session/cookies';
import { requestOrigin } from '#platform/tenancy/tenancy.plugin';

/** The message of the log line that carries a sign-up confirmation link when no mail is sent. */
export const SIGN_UP_LINK_LOG = 'sign-up confirmation link';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const throttle = new LoginThrottle(app.rateLimiter);

  async function begin(
    request: FastifyRequest,
    reply: FastifyReply,
    account: auth.StartedSession['account'],
    parentId: string | null = null,
  ) {
    await auth.endSession(app.db, request.sessionId);
    const session = await auth.startSession(app.db, account, parentId);
    setSessionCookie(request, reply, session.token);
    return { account: session.account, crumb: freshCrumb(request, reply, session.sessionId) };
  }

  // The crumb is in the answer as well as in its cookie: a cookie of the same name planted on the
  // parent domain by a sibling host can shadow ours in document.cookie, never in this body.
  app.get('/api/auth/session', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { account: request.account, crumb: freshCrumb(request, reply) };
  });

  // The same answer whether or not the address has an account: the mail says which it was.
  app.post('/api/auth/signup', async (request, reply) => {
    const input = parseInput(SignUp, request.body);
    const decision = await app.rateLimiter.hit(`signup:ip:${request.ip}`, app.config.signUpsPerHour, 3600);
    if (!decision.allowed) throw AuthErrors.tooManySignUps(undefined, undefined, decision.retryAfter);
    const link = await auth.signUp(app.db, input, { mailer: app.mail, origin: requestOrigin(request) });
    const mailConfigured = Boolean(app.config.smtpUrl);
    // Without a mail server nobody could ever confirm; whoever runs the server reads the link here
    // (the platform home says where). A warning, so a quieter LOG_LEVEL still keeps it.
    if (!mailConfigured) {
      if (link) app.log.warn({ email: input.email, link }, SIGN_UP_LINK_LOG);
      else
        app.log.warn({ email: input.email }, `${SIGN_UP_LINK_LOG}: none, the address already has an account`);
    }
    reply.status(202);
    return { verificationSent: true, email: input.email, mailConfigured };
  });

  app.get('/api/auth/verify', async (request, reply) => {
    const token = (request.query as Record<string, unknown>).token;
    const ok = typeof token === 'string' && token.length < 100 && (await auth.verifyEmail(app.db, token));
    reply.header('Cache-Control', 'no-store');
    return reply.redirect(ok ? '/?verified=1' : '/?verified=0', 303);
  });

  app.post('/api/auth/login', async (request, reply) => {
    const input = parseInput(SignIn, request.body);
    const wait = await throttle.waitFor(input.email, request.ip);
    if (wait > 0) throw AuthErrors.tooManyAttempts(undefined, undefined, wait);
    let account: auth.StartedSession['account'];
    try {
      account = await auth.checkCredentials(app.db, input);
    } catch (error) {
      await throttle.failed(input.email, request.ip);
      throw error;
    }
    await throttle.succeeded(input.email, request.ip);
    return begin(request, reply, account);
  });

  app.post('/api/auth/Logout', async (request, reply) => {
    await auth.signOut(app.db, request.sessionId);
    clearSessionCookie(request, reply);
    return { ok: true, crumb: freshCrumb(request, reply, null) };
  });

  app.post('/api/auth/handoff', async (request, reply) => {
    const input = parseInput(Handoff, request.body);
    if (request.hostKind !== 'site' || !request.site) throw AuthErrors.badHandoff();
    const { account, parentId } = await auth.redeemHandoff(
      app.db,
      input.token,
      request.site.id,
      app.jobs.clock.now(),
    );
    return begin(request, reply, account, parentId);
  });
}
