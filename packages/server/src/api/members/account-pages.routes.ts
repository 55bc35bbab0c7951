import { DICTIONARIES, formatIcuMessage, formatMoney, PageType, uiLocaleFor } from '@atelier/domain';
import { translator } from '@atelier/domain/dictionaries/translate';
import type { AccountAlert, AccountNotice, AccountOrder, AccountScreenProps } from '@atelier/site';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { areasOfMembers, findArea, grantAccess, listAreas } from '#modules/members/member-areas.queries';
import { MemberErrors } from '#modules/members/members.errors';
import {
  MemberResetComplete,
  MemberResetRequest,
  MemberSignIn,
  MemberSignUp,
} from '#modules/members/members.schemas';
import { checkMemberCredentials, completeMemberReset } from '#modules/members/members.service';
import { ordersOfCustomer } from '#modules/orders/customer-orders.queries';
import { orderStatusPath } from '#modules/orders/order-links';
import { AppError } from '#platform/errors/app-error';
import { parseInput } from '#platform/errors/validation';
import { signedInMember } from '#render/member-session';
import { pageLanguageOf } from '#render/page-language';
import { sendScreen } from '#render/plain-page';
import { deleteMember } from '#workflows/members/delete-member.workflow';
import { memberSteps } from './member-steps';

const str = (value: unknown) => (typeof value === 'string' ? value : '');
/** A path on this site to come back to: never another host (`//x`), never a scheme. */
const safeNext = (value: unknown) => {
  const path = str(value);
  return /^\/(?![/\\])[^\s\\]{0,2000}$/.test(path) ? path : '/account';
};

const NOTICES: Record<string, AccountNotice> = {
  'verified=1': 'verified',
  'verified=0': 'link-expired',
  'signup=1': 'sign-up-sent',
  'reset-sent=1': 'reset-sent',
  'password=1': 'password-changed',
  'signed-out=1': 'signed-out',
  'deleted=1': 'deleted',
};

/**
 * A visitor's account on the site as pages (docs/members.md): `/account` signs in, signs up, asks
 * for a new password and, signed in, shows the member's areas; each form posts and answers with a
 * page, so the whole way in works without JavaScript. `/account/join` joins an open member area
 * (page type 208). Only on a site whose owner turned accounts on; the not-found page elsewhere.
 */
export async function accountPageRoutes(app: FastifyInstance): Promise<void> {
  const steps = memberSteps(app);
  // Plain forms of the site's own pages: the request checks refuse another origin's posts.
  const form = { config: { crumb: false } };
  const siteOf = (request: FastifyRequest) => (request.site?.memberAccounts ? request.site : null);
  const textOf = (request: FastifyRequest) => {
    const tag = pageLanguageOf(request).tag;
    return translator(tag, DICTIONARIES[uiLocaleFor(tag)].members, formatIcuMessage);
  };

  async function accountPage(
    request: FastifyRequest,
    reply: FastifyReply,
    shown: Partial<AccountScreenProps> & { status?: number } = {},
  ) {
    const site = request.site!;
    const query = request.query as Record<string, unknown>;
    const signedIn = await signedInMember(app, request);
    let areas: { name: string }[] = [];
    let orders: AccountOrder[] = [];
    if (signedIn) {
      // A member signs in only with a confirmed address: the orders placed with it are theirs.
      const [all, mine, placed] = await Promise.all([
        listAreas(app.db, site.id),
        areasOfMembers(app.db, site.id, [signedIn.member.id]),
        ordersOfCustomer(app.db, site.id, signedIn.member.email),
      ]);
      const ids = new Set((mine.get(signedIn.member.id) ?? []).map((a) => a.areaId));
      areas = all.filter((area) => ids.has(area.id)).map((area) => ({ name: area.name }));
      const date = new Intl.DateTimeFormat(pageLanguageOf(request).tag, {
        dateStyle: 'medium',
        timeZone: 'UTC',
      });
      orders = placed.map((order) => ({
        number: order.number,
        placed: date.format(new Date(order.created_at)),
        status: order.status as AccountOrder['status'],
        total: formatMoney(order.total, order.currency),
        href: orderStatusPath(app.secret, order.id),
      }));
    }
    const noticeKey = Object.keys(NOTICES).find((key) => {
      const [name, value] = key.split('=');
      return query[name!] === value;
    });
    const token = str(query.token);
    const { status, ...props } = shown;
    // A reset link's token is in the address: no other site ever gets it as a referrer, and the
    // page's own forms still say where they come from (no-referrer would send Origin: null).
    reply.header('Referrer-Policy', 'same-origin');
    return sendScreen(reply, {
      title: textOf(request)('accountTitle'),
      view: {
        screen: 'account',
        member: signedIn ? { email: signedIn.member.email, displayName: signedIn.member.displayName } : null,
        next: safeNext(query.next),
        notice: noticeKey ? NOTICES[noticeKey]! : null,
        alert: null,
        values: { email: '', displayName: '' },
        resetToken: !signedIn && token.length >= 10 && token.length <= 100 ? token : null,
        areas,
        orders,
        denied: null,
        ...props,
      },
      status: status ?? 200,
    });
  }

  /** The message an error gives a form: a field's, else its own. */
  const alertOf = (formName: AccountAlert['form'], error: AppError): AccountAlert => ({
    form: formName,
    message: Object.values(error.fields ?? {})[0] ?? error.message,
  });
  const statusOf = (error: AppError) => (error.kind === 'rate_limited' ? 429 : 400);

  /** Runs a form's step; an error the visitor can fix answers the page again with it. */
  async function step(
    request: FastifyRequest,
    reply: FastifyReply,
    formName: AccountAlert['form'],
    run: () => Promise<FastifyReply>,
    values: AccountScreenProps['values'] = { email: '', displayName: '' },
    more: Partial<AccountScreenProps> = {},
  ) {
    // A form of a site without accounts was never shown: its post is refused as the JSON calls are.
    if (!siteOf(request)) throw MemberErrors.accountsOff();
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof AppError) || (error.kind !== 'invalid' && error.kind !== 'rate_limited'))
        throw error;
      if (error.retryAfter) reply.header('Retry-After', String(error.retryAfter));
      return accountPage(request, reply, {
        alert: alertOf(formName, error),
        values,
        status: statusOf(error),
        ...more,
      });
    }
  }

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
    const next = safeNext(fields.next);
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
    const next = safeNext(fields.next);
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
          pagePath: next,
        });
        await steps.signUp(request, siteOf(request)!, input);
        return reply.redirect(`/account?signup=1&next=${encodeURIComponent(next)}`, 303);
      },
      values,
      { next },
    );
  });

  app.post('/account/sign-out', form, async (request, reply) => {
    const site = siteOf(request);
    if (!site) throw MemberErrors.accountsOff();
    const signedIn = await signedInMember(app, request);
    await steps.signOut(request, reply, site, signedIn?.sessionId ?? null, false);
    return reply.redirect('/account?signed-out=1', 303);
  });

  app.post('/account/password-reset', form, async (request, reply) =>
    step(request, reply, 'reset-request', async () => {
      const input = parseInput(MemberResetRequest, { email: str(body(request).email) });
      await steps.requestReset(request, siteOf(request)!, input.email);
      return reply.redirect('/account?reset-sent=1', 303);
    }),
  );

  app.post('/account/password-reset/complete', form, async (request, reply) => {
    const token = str(body(request).token).slice(0, 100);
    return step(
      request,
      reply,
      'reset',
      async () => {
        const input = parseInput(MemberResetComplete, { token, password: str(body(request).password) });
        await completeMemberReset(app.db, siteOf(request)!.id, input.token, input.password);
        return reply.redirect('/account?password=1', 303);
      },
      undefined,
      { resetToken: token },
    );
  });

  // The member's own account, deleted after the password: sessions, links and areas go with it;
  // orders stay with the shop (they are the owner's records), and the carts let go of it.
  app.post('/account/delete', form, async (request, reply) => {
    const site = siteOf(request);
    if (!site) throw MemberErrors.accountsOff();
    const signedIn = await signedInMember(app, request);
    if (!signedIn) return reply.redirect('/account', 303);
    return step(request, reply, 'delete', async () => {
      await checkMemberCredentials(app.db, site.id, {
        email: signedIn.member.email,
        password: str(body(request).password).slice(0, 200),
      });
      await deleteMember(app.db, site.id, signedIn.member.id);
      await steps.signOut(request, reply, site, null, false);
      return reply.redirect('/account?deleted=1', 303);
    });
  });

  // Joining an open area (page type 208): the member goes on to the page they asked for.
  app.post('/account/join', form, async (request, reply) => {
    const site = siteOf(request);
    if (!site) throw MemberErrors.accountsOff();
    const fields = body(request);
    const next = safeNext(fields.next);
    const signedIn = await signedInMember(app, request);
    if (!signedIn) return reply.redirect(`/account?next=${encodeURIComponent(next)}`, 303);
    const areaId = str(fields.areaId);
    const area = /^[0-9a-f]{24}$/.test(areaId) ? await findArea(app.db, site.id, areaId) : undefined;
    // Only an open area takes people who ask; the access screen of another says so.
    if (area?.join_rule !== 'open') return reply.redirect(next, 303);
    await grantAccess(app.db, site.id, area.id, signedIn.member.id, 'join');
    return sendScreen(reply, {
      title: textOf(request)('joinedHeading', { area: area.name }),
      view: {
        screen: 'member-joined',
        area: area.name,
        welcome: area.welcome_text,
        page: str(fields.page).slice(0, 200) || next,
        path: next,
      },
      pageType: PageType.membershipConfirmed,
    });
  });
}
