import { PageType } from '@atelier/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findArea, grantAccess } from '#modules/members/member-areas.queries';
import { MemberErrors } from '#modules/members/members.errors';
import {
  MemberResetComplete,
  MemberResetRequest,
  MemberSignIn,
  MemberSignUp,
} from '#modules/members/members.schemas';
import { checkMemberCredentials, completeMemberReset } from '#modules/members/members.service';
import { parseInput } from '#platform/errors/validation';
import { mailAreaWelcome } from '#render/area-welcome-mail';
import { signedInMember } from '#render/member-session';
import { memberAreaInLanguage, pageLanguageOf } from '#render/page-language';
import { sendScreen } from '#render/plain-page';
import { deleteMember } from '#workflows/members/delete-member.workflow';
import { accountPages, str } from './account-page';
import { accountProfileRoutes } from './account-profile.routes';
import { accountSettingsRoutes } from './account-settings.routes';

/**
 * A visitor's account on the site as pages (docs/members.md): `/account` signs in, signs up, asks
 * for a new password and, signed in, shows and changes the member's account; each form posts and
 * answers with a page, so the whole way in works without JavaScript. `/account/join` joins an open
 * member area (page type 208). Only on a site whose owner turned accounts on; the not-found page
 * elsewhere. Each form carries the language of its page, and its answer comes back in it; the
 * language addresses (`/fr/account`) are answered through public.routes.ts.
 */
export async function accountPageRoutes(app: FastifyInstance): Promise<void> {
  const pages = accountPages(app);
  const { steps, siteOf, accountPage, step, formLanguage, safeNext, backTo, accountPath } = pages;
  // Plain forms of the site's own pages: the request checks refuse another origin's posts.
  const form = { config: { crumb: false } };
  const body = (request: FastifyRequest) => (request.body ?? {}) as Record<string, unknown>;

  app.get('/account', async (request, reply) => {
    if (!siteOf(request)) return reply.callNotFound();
    return accountPage(request, reply);
  });

  // The mailed password reset link: the account page asking for the new password.
  app.get('/account/reset', async (request, reply) => {
    if (!siteOf(request)) return reply.callNotFound();
    return accountPage(request, reply);
  });

  app.post('/account/sign-in', form, async (request, reply) => {
    const fields = body(request);
    if (siteOf(request)) formLanguage(request, fields);
    const next = safeNext(request, fields.next);
    return step(
      request,
      reply,
      'sign-in',
      async () => {
        const input = parseInput(MemberSignIn, {
          email: str(fields.email),
          password: str(fields.password),
          rememberMe: fields.rememberMe === 'true',
        });
        await steps.signIn(request, reply, siteOf(request)!, input);
        return reply.redirect(next, 303);
      },
      { email: str(fields.email).slice(0, 256), displayName: '' },
      { next },
    );
  });

  app.post('/account/sign-up', form, async (request, reply) => {
    const fields = body(request);
    if (siteOf(request)) formLanguage(request, fields);
    const next = safeNext(request, fields.next);
    const values = {
      email: str(fields.email).slice(0, 256),
      displayName: str(fields.displayName).slice(0, 100),
    };
    return step(
      request,
      reply,
      'sign-up',
      async () => {
        const input = parseInput(MemberSignUp, {
          email: str(fields.email),
          password: str(fields.password),
          displayName: str(fields.displayName),
          // The account speaks the language of the page it was opened from.
          pagePath: accountPath(request),
        });
        await steps.signUp(request, siteOf(request)!, input);
        return backTo(request, reply, `signup=1&next=${encodeURIComponent(next)}`);
      },
      values,
      { next },
    );
  });

  app.post('/account/sign-out', form, async (request, reply) => {
    const site = siteOf(request);
    if (!site) throw MemberErrors.accountsOff();
    formLanguage(request, body(request));
    const signedIn = await signedInMember(app, request);
    // Ticked, the browser keeps a copy of the cart (`cloneCart`); the account keeps it either way.
    const cloneCart = body(request).cloneCart === 'true';
    await steps.signOut(request, reply, site, signedIn?.sessionId ?? null, cloneCart);
    return backTo(request, reply, 'signed-out=1');
  });

  app.post('/account/password-reset', form, async (request, reply) => {
    if (siteOf(request)) formLanguage(request, body(request));
    return step(request, reply, 'reset-request', async () => {
      const input = parseInput(MemberResetRequest, { email: str(body(request).email) });
      await steps.requestReset(request, siteOf(request)!, input.email, pageLanguageOf(request));
      return backTo(request, reply, 'reset-sent=1');
    });
  });

  app.post('/account/password-reset/complete', form, async (request, reply) => {
    if (siteOf(request)) formLanguage(request, body(request));
    const token = str(body(request).token).slice(0, 100);
    return step(
      request,
      reply,
      'reset',
      async () => {
        const input = parseInput(MemberResetComplete, { token, password: str(body(request).password) });
        await completeMemberReset(app.db, siteOf(request)!.id, input.token, input.password);
        return backTo(request, reply, 'password=1');
      },
      undefined,
      { resetToken: token },
    );
  });

  // The member's own account, deleted after the password: sessions, links, areas and addresses go
  // with it; orders stay with the shop (they are the owner's records), and the carts let go of it.
  app.post('/account/delete', form, async (request, reply) =>
    pages.memberStep(request, reply, 'delete', async (site, signedIn, fields) => {
      await checkMemberCredentials(app.db, site.id, {
        email: signedIn.member.email,
        password: str(fields.password).slice(0, 200),
      });
      await deleteMember(app.db, site.id, signedIn.member.id);
      await steps.signOut(request, reply, site, null, false);
      return backTo(request, reply, 'deleted=1');
    }),
  );

  // Joining an open area (page type 208): the member goes on to the page they asked for.
  app.post('/account/join', form, async (request, reply) => {
    const site = siteOf(request);
    if (!site) throw MemberErrors.accountsOff();
    const fields = body(request);
    const language = formLanguage(request, fields);
    const next = safeNext(request, fields.next);
    const signedIn = await signedInMember(app, request);
    if (!signedIn) return reply.redirect(`${accountPath(request)}?next=${encodeURIComponent(next)}`, 303);
    const areaId = str(fields.areaId);
    const area = /^[0-9a-f]{24}$/.test(areaId) ? await findArea(app.db, site.id, areaId) : undefined;
    // Only an open area takes people who ask; the access screen of another says so.
    if (area?.join_rule !== 'open') return reply.redirect(next, 303);
    if (await grantAccess(app.db, site.id, area.id, signedIn.member.id, 'join'))
      await mailAreaWelcome(app, request, site, area.id, signedIn.member.id);
    const named = memberAreaInLanguage(site, language, area);
    return sendScreen(reply, {
      title: pages.textOf(request)('joinedHeading', { area: named.name }),
      view: {
        screen: 'member-joined',
        area: named.name,
        welcome: named.welcome,
        page: str(fields.page).slice(0, 200) || next,
        path: next,
      },
      pageType: PageType.membershipConfirmed,
    });
  });

  await accountProfileRoutes(app, pages);
  await accountSettingsRoutes(app, pages);
}
