import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseInput } from '../../errors/validation';
import {
  CRUMB_COOKIE,
  clearSessionCookie,
  setCrumbCookie,
  setSessionCookie,
} from '../../plugins/session/cookies';
import { issueCrumb } from '../../security/crumb';
import { AuthErrors } from './auth.errors';
import { Handoff, SignIn, SignUp } from './auth.schemas';
import * as auth from './auth.service';

const SIGN_IN_LIMIT = 10;
const SIGN_IN_WINDOW_SECONDS = 300;

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const secure = app.config.secureCookies;

  async function begin(
    request: FastifyRequest,
    reply: FastifyReply,
    account: auth.StartedSession['account'],
  ) {
    await auth.endSession(app.db, request.sessionId);
    const session = await auth.startSession(app.db, account);
    setSessionCookie(reply, session.token, secure);
    setCrumbCookie(reply, issueCrumb(app.secret, session.sessionId), secure);
    return session.account;
  }

  app.get('/api/auth/session', async (request, reply) => {
    if (!request.cookies[CRUMB_COOKIE])
      setCrumbCookie(reply, issueCrumb(app.secret, request.sessionId), secure);
    reply.header('Cache-Control', 'no-store');
    return { account: request.account };
  });

  app.post('/api/auth/signup', async (request, reply) => {
    const input = parseInput(SignUp, request.body);
    const account = await auth.signUp(app.db, input);
    reply.status(201);
    return { account: await begin(request, reply, account) };
  });

  app.post('/api/auth/login', async (request, reply) => {
    const input = parseInput(SignIn, request.body);
    // Per address and per account, so neither one client nor a botnet on one account can guess freely.
    for (const key of [`login:ip:${request.ip}`, `login:account:${input.email}`]) {
      const decision = await app.rateLimiter.hit(key, SIGN_IN_LIMIT, SIGN_IN_WINDOW_SECONDS);
      if (!decision.allowed) throw AuthErrors.tooManyAttempts(undefined, undefined, decision.retryAfter);
    }
    const account = await auth.checkCredentials(app.db, input);
    return { account: await begin(request, reply, account) };
  });

  app.post('/api/auth/Logout', async (request, reply) => {
    await auth.endSession(app.db, request.sessionId);
    clearSessionCookie(reply, secure);
    setCrumbCookie(reply, issueCrumb(app.secret, null), secure);
    return { ok: true };
  });

  app.post('/api/auth/handoff', async (request, reply) => {
    const input = parseInput(Handoff, request.body);
    if (request.hostKind !== 'site' || !request.site) throw AuthErrors.badHandoff();
    const account = await auth.redeemHandoff(app.db, input.token, request.site.id);
    return { account: await begin(request, reply, account) };
  });
}
