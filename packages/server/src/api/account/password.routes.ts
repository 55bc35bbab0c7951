import type { FastifyInstance } from 'fastify';
import { AuthErrors } from '#modules/auth/auth.errors';
import { ChangePassword, ResetPassword, ResetRequest } from '#modules/auth/auth.schemas';
import * as password from '#modules/auth/password.service';
import { parseInput } from '#platform/errors/validation';
import { LoginThrottle } from '#platform/security/login-throttle';
import { requestOrigin } from '#platform/tenancy/tenancy.plugin';

/** Reset requests one address may make in an hour, over all accounts. */
const RESETS_PER_HOUR = 10;

/** The message of the log line that carries a password reset link when no mail is sent. */
export const RESET_LINK_LOG = 'password reset link';

export async function passwordRoutes(app: FastifyInstance): Promise<void> {
  // Guessing the current password from a stolen session is throttled like sign-in.
  const throttle = new LoginThrottle(app.rateLimiter);

  app.post('/api/auth/password', async (request) => {
    const input = parseInput(ChangePassword, request.body);
    const account = request.account;
    if (!account) throw AuthErrors.loginRequired();
    const wait = await throttle.waitFor(account.email, request.ip);
    if (wait > 0) throw AuthErrors.tooManyAttempts(undefined, undefined, wait);
    try {
      await password.changePassword(app.db, account.id, request.sessionId, input, {
        mailer: app.mail,
        origin: requestOrigin(request),
      });
    } catch (error) {
      await throttle.failed(account.email, request.ip);
      throw error;
    }
    return { ok: true };
  });

  // The same answer whether or not the address has an account.
  app.post('/api/auth/password-reset', async (request, reply) => {
    const input = parseInput(ResetRequest, request.body);
    // The mailed link opens the platform home, so only the platform home sends one.
    if (request.hostKind !== 'app') throw AuthErrors.resetOnPlatform();
    const decision = await app.rateLimiter.hit(`reset:ip:${request.ip}`, RESETS_PER_HOUR, 3600);
    if (!decision.allowed) throw AuthErrors.tooManyResets(undefined, undefined, decision.retryAfter);
    const link = await password.requestPasswordReset(app.db, input.email, {
      mailer: app.mail,
      origin: requestOrigin(request),
    });
    const mailConfigured = Boolean(app.config.smtpUrl);
    // Without a mail server nobody could ever reset; whoever runs the server reads the link here
    // (the platform home says where). A warning, so a quieter LOG_LEVEL still keeps it.
    if (!mailConfigured) {
      if (link) app.log.warn({ email: input.email, link }, RESET_LINK_LOG);
      else app.log.warn({ email: input.email }, `${RESET_LINK_LOG}: none, no account uses the address`);
    }
    reply.status(202);
    return { resetSent: true, email: input.email, mailConfigured };
  });

  app.post('/api/auth/password-reset/complete', async (request) => {
    const input = parseInput(ResetPassword, request.body);
    await password.resetPassword(app.db, input);
    return { ok: true };
  });
}
