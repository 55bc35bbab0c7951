import { DICTIONARIES, formatIcuMessage, PageType, uiLocaleFor } from '@atelier/domain';
import { translator } from '@atelier/domain/dictionaries/translate';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findArea } from '#modules/members/member-areas.queries';
import { signedInMember } from './member-session';
import { memberAreaInLanguage, pageLanguageOf } from './page-language';
import type { StoreScreen } from './plain-page';

/**
 * A member page's access screen (page type 106, never recorded in analytics, never cached):
 * signed out, the way in (sign in, create an account); signed in, the area's join button, or that
 * only the owner adds people. 401 signed out, 403 signed in.
 */
export async function memberAccessScreen(
  app: FastifyInstance,
  request: FastifyRequest,
  memberArea: { areaId: string; title: string },
  path: string,
): Promise<StoreScreen> {
  const site = request.site!;
  const language = pageLanguageOf(request);
  const [signedIn, area] = await Promise.all([
    signedInMember(app, request),
    findArea(app.db, site.id, memberArea.areaId),
  ]);
  const text = translator(language.tag, DICTIONARIES[uiLocaleFor(language.tag)].members, formatIcuMessage);
  // The area as this language's visitors read it (its translated name, else the owner's).
  const areaName = area ? memberAreaInLanguage(site, language, area).name : '';
  return {
    path,
    title: text('deniedHeading'),
    pageType: PageType.memberAreaAccessDenied,
    view: {
      screen: 'account',
      member: signedIn ? { email: signedIn.member.email, displayName: signedIn.member.displayName } : null,
      next: path,
      notice: null,
      alert: null,
      values: { email: '', displayName: '' },
      resetToken: null,
      areas: [],
      orders: [],
      denied: {
        page: memberArea.title,
        area: areaName,
        areaId: memberArea.areaId,
        joinable: area?.join_rule === 'open',
      },
    },
    status: signedIn ? 403 : 401,
    seo: { noindex: true, jsonLd: [] },
  };
}
