import {
  DICTIONARIES,
  formatIcuMessage,
  languagePath,
  type SiteLanguage,
  uiLocaleFor,
} from '@atelier/domain';
import { translator } from '@atelier/domain/dictionaries/translate';
import type { AccountAlert, AccountNotice, AccountScreenProps } from '@atelier/site';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FormDirectory } from '#modules/forms/form-directory';
import { findMemberAddress } from '#modules/members/member-addresses.queries';
import { rowToAddress } from '#modules/members/member-addresses.service';
import { MemberErrors } from '#modules/members/members.errors';
import { AppError } from '#platform/errors/app-error';
import { freshCrumb } from '#platform/http/crumb.plugin';
import type { SiteRecord } from '#platform/tenancy/site-directory';
import { type SignedInMember, signedInMember } from '#render/member-session';
import { languageOfTag, pageLanguageOf, setPageLanguage } from '#render/page-language';
import { sendScreen } from '#render/plain-page';
import { signedInAccountView } from './account-view';
import { memberSteps } from './member-steps';

export const str = (value: unknown) => (typeof value === 'string' ? value : '');
const ID = /^[0-9a-f]{24}$/;

/** What each `?name=value` of the account page's address says (the step that sent the visitor there). */
const NOTICES: Record<string, AccountNotice> = {
  'verified=1': 'verified',
  'verified=0': 'link-expired',
  'signup=1': 'sign-up-sent',
  'reset-sent=1': 'reset-sent',
  'password=1': 'password-changed',
  'signed-out=1': 'signed-out',
  'deleted=1': 'deleted',
  'name-saved=1': 'name-saved',
  'password-saved=1': 'password-saved',
  'email-sent=1': 'email-sent',
  'email-changed=1': 'email-changed',
  'email-changed=0': 'link-expired',
  'address-saved=1': 'address-saved',
  'address-removed=1': 'address-removed',
  'default-address=1': 'default-address',
  'newsletter=on': 'newsletter-on',
  'newsletter=off': 'newsletter-off',
};

/** The addresses of the account page in a language, which public.routes.ts answers under a prefix. */
export const ACCOUNT_ADDRESSES = ['/account', '/account/reset', '/account/email'] as const;

export type AccountPages = ReturnType<typeof accountPages>;

/**
 * The account page (docs/members.md "The account page") as its routes share it: the page itself in
 * the request's language, each form's step with its error shown beside the form, and the language a
 * form was sent from, whose `/account` its answer goes back to.
 */
export function accountPages(app: FastifyInstance) {
  const steps = memberSteps(app);
  const forms = new FormDirectory(app.db);
  const siteOf = (request: FastifyRequest) => (request.site?.memberAccounts ? request.site : null);
  const textOf = (request: FastifyRequest) => {
    const tag = pageLanguageOf(request).tag;
    return translator(tag, DICTIONARIES[uiLocaleFor(tag)].members, formatIcuMessage);
  };
  /** The account page in the request's language. */
  const accountPath = (request: FastifyRequest) => languagePath('/account', pageLanguageOf(request));
  /** A path on this site to come back to: never another host (`//x`), never a scheme. */
  const safeNext = (request: FastifyRequest, value: unknown) => {
    const path = str(value);
    return /^\/(?![/\\])[^\s\\]{0,2000}$/.test(path) ? path : accountPath(request);
  };

  /**
   * The language of the page a form was sent from (its hidden `language`; a hidden or unknown one is
   * the primary language): the request's page language from here on, so an error answers in it.
   */
  function formLanguage(request: FastifyRequest, fields: Record<string, unknown>): SiteLanguage {
    const language = languageOfTag(request.site!, str(fields.language).slice(0, 35));
    setPageLanguage(request, language);
    return language;
  }

  /** 303 back to the account page in the request's language, saying what the step did. */
  const backTo = (request: FastifyRequest, reply: FastifyReply, notice = '') =>
    reply.redirect(`${accountPath(request)}${notice ? `?${notice}` : ''}`, 303);

  async function accountPage(
    request: FastifyRequest,
    reply: FastifyReply,
    shown: Partial<AccountScreenProps> & { status?: number } = {},
  ) {
    const site = request.site!;
    const language = pageLanguageOf(request);
    const query = request.query as Record<string, unknown>;
    const signedIn = await signedInMember(app, request);
    const more = signedIn ? await signedInAccountView(app, forms, site, language, signedIn.member) : {};
    // `?address=<id>` opens one of the member's own addresses in the form.
    const editing = str(query.address);
    const edited =
      signedIn && ID.test(editing)
        ? await findMemberAddress(app.db, site.id, signedIn.member.id, editing)
        : undefined;
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
        member: signedIn
          ? {
              email: signedIn.member.email,
              displayName: signedIn.member.displayName,
              since: signedIn.member.createdAt,
            }
          : null,
        next: safeNext(request, query.next),
        notice: noticeKey ? NOTICES[noticeKey]! : null,
        alert: null,
        values: { email: '', displayName: '' },
        resetToken: !signedIn && token.length >= 10 && token.length <= 100 ? token : null,
        areas: [],
        orders: [],
        denied: null,
        ...more,
        addressForm: edited ? { id: edited.id, values: rowToAddress(edited) } : null,
        // The site's crumb comes with it, so the call needs no crumbFail round first.
        signOut: signedIn
          ? {
              xsrf: steps.xsrfOf(signedIn.sessionId),
              crumb: freshCrumb(request, reply),
              done: `${accountPath(request)}?signed-out=1`,
            }
          : undefined,
        ...props,
      },
      // Signed in, the sign-out form signs out through the spec's call (its XSRF token is this
      // member's: the page is never cached).
      // The account's widgets (account-widgets.ts): a confirmation before an address is removed, how
      // long ago the account was made, the signed-in line fitted to a phone.
      behaviours: signedIn ? ['account-sign-out', 'account-widgets'] : [],
      status: status ?? 200,
      languageAddress: { path: '/account' },
    });
  }

  /** The message an error gives a form: a field's, else its own. */
  const alertOf = (formName: AccountAlert['form'], error: AppError): AccountAlert => ({
    form: formName,
    message: Object.values(error.fields ?? {})[0] ?? error.message,
  });

  /**
   * Runs a form's step; an error the visitor can fix answers the page again with it beside the form
   * and what they typed (400, or 429 with Retry-After), never a failure page.
   */
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
        status: error.kind === 'rate_limited' ? 429 : 400,
        ...more,
      });
    }
  }

  /**
   * A signed-in member's change: the form's language set, then `run` with this site's member (a
   * visitor signed out, or whose session ended, goes back to the account page to sign in).
   */
  async function memberStep(
    request: FastifyRequest,
    reply: FastifyReply,
    formName: AccountAlert['form'],
    run: (
      site: SiteRecord,
      signedIn: SignedInMember,
      fields: Record<string, unknown>,
    ) => Promise<FastifyReply>,
    shown: (fields: Record<string, unknown>) => Partial<AccountScreenProps> = () => ({}),
  ) {
    const site = siteOf(request);
    if (!site) throw MemberErrors.accountsOff();
    const fields = (request.body ?? {}) as Record<string, unknown>;
    formLanguage(request, fields);
    const signedIn = await signedInMember(app, request);
    if (!signedIn) return backTo(request, reply);
    const { values, ...more } = shown(fields);
    return step(request, reply, formName, () => run(site, signedIn, fields), values, more);
  }

  /** `GET /account/email?token=`: the mailed email-change link, in the language it was mailed for. */
  async function followEmailLink(request: FastifyRequest, reply: FastifyReply) {
    const site = siteOf(request);
    if (!site) return reply.callNotFound();
    const token = str((request.query as Record<string, unknown>).token);
    const moved =
      token.length >= 10 && token.length <= 100
        ? await steps.completeEmailChange(request, site, token, pageLanguageOf(request))
        : null;
    reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
    return backTo(request, reply, `email-changed=${moved ? 1 : 0}`);
  }

  /**
   * The account page at a language's address (`/fr/account`, `/fr/account/reset`, `/fr/account/email`),
   * its language already the request's: public.routes.ts hands these over. Null for any other path.
   */
  function answerInLanguage(request: FastifyRequest, reply: FastifyReply, rest: string) {
    if (!siteOf(request) || !(ACCOUNT_ADDRESSES as readonly string[]).includes(rest)) return null;
    return rest === '/account/email' ? followEmailLink(request, reply) : accountPage(request, reply);
  }

  return {
    steps,
    forms,
    siteOf,
    textOf,
    accountPath,
    safeNext,
    formLanguage,
    backTo,
    accountPage,
    step,
    memberStep,
    followEmailLink,
    answerInLanguage,
  };
}
