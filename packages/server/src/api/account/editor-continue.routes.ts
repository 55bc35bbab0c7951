import type { FastifyInstance, FastifyReply } from 'fastify';
import { Continue } from '#modules/auth/auth.schemas';
import { SitesErrors } from '#modules/sites/sites.errors';
import { AppError } from '#platform/errors/app-error';
import { CommonErrors } from '#platform/errors/common.errors';
import { parseInput } from '#platform/errors/validation';
import { platformOrigin, requestAddresses } from '#render/editor-address';
import { editorAddress, mintHandoffByIdentifier } from '#workflows/sites/editor-handoff.workflow';

const EDITOR_HOME = '/config/';
const REFUSED = SitesErrors.notFound().code;
const badPath = () =>
  CommonErrors.invalidInput({ to: 'Name a page of the editor.' }, 'Name a page of the editor.');

/**
 * Signing in once, on the platform home, opens every editor the account may use. Sessions stay
 * host-only (docs/security.md), so a site host never sees the platform's cookie; instead:
 *
 * 1. the editor at `/config/` on a site host, signed out, sends the browser here on its own host,
 *    which sends it on to the same address on the platform home, naming the site;
 * 2. the platform home, signed in with a role on that site, sends it back to the editor address
 *    with a one-time hand-off code (60 s, bound to that site, spent by `POST /api/auth/handoff`);
 *    signed out, it shows its sign-in (`/?continue=<site>&to=<path>`) and comes back here after;
 *    signed in without a role there, it says so on the platform home (`&refused=1`).
 *
 * Like an authorisation endpoint, the code only ever goes to the site's own identifier host,
 * whatever the request says, and only to an editor address there.
 */
export async function editorContinueRoutes(app: FastifyInstance): Promise<void> {
  const back = (reply: FastifyReply, query: Record<string, string>) =>
    reply.redirect(`/?${new URLSearchParams(query).toString()}`, 302);

  app.get('/api/auth/continue', async (request, reply) => {
    const input = parseInput(Continue, request.query);
    const to = input.to ?? EDITOR_HOME;
    // The answer carries a code in its Location: never kept, never named to another origin.
    reply.header('Cache-Control', 'no-store');
    reply.header('Referrer-Policy', 'no-referrer');

    const at = requestAddresses(request, app.config.appDomain);
    const identifier = request.hostKind === 'site' ? request.site?.identifier : input.site;
    // Checked before anything is minted or anyone is sent on: the address must stay in the editor.
    if (identifier && !editorAddress(identifier, at, to)) throw badPath();

    if (request.hostKind === 'site' && request.site) {
      const target = new URL('/api/auth/continue', platformOrigin(request, app.config.appDomain));
      target.searchParams.set('site', request.site.identifier);
      target.searchParams.set('to', to);
      return reply.redirect(target.toString(), 302);
    }
    if (request.hostKind !== 'app') throw CommonErrors.notFound();
    if (!input.site) return reply.redirect('/', 302);
    if (!request.account) return back(reply, { continue: input.site, to });
    try {
      const { url } = await mintHandoffByIdentifier(app.db, input.site, {
        accountId: request.account.id,
        sessionId: request.sessionId,
        at,
        now: app.jobs.clock.now(),
        path: to,
      });
      return reply.redirect(url, 302);
    } catch (error) {
      // No such site and no role on it look the same, as everywhere on the platform home.
      if (error instanceof AppError && error.code === REFUSED)
        return back(reply, { continue: input.site, to, refused: '1' });
      throw error;
    }
  });
}
