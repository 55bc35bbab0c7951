import { DICTIONARIES, formatIcuMessage, languagePath, uiLocaleFor } from '@atelier/domain';
import { translator } from '@atelier/domain/dictionaries/translate';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findArea } from '#modules/members/member-areas.queries';
import { findMember } from '#modules/members/members.queries';
import { firstPagesOfAreas } from '#modules/pages/page-member-area.queries';
import type { SiteRecord } from '#platform/tenancy/site-directory';
import { requestOrigin } from '#platform/tenancy/tenancy.plugin';
import { languageOfTag, memberAreaInLanguage, siteInLanguage } from './page-language';

/** The outbox's kind of the mail a member gets on entering an area. */
export const AREA_WELCOME_KIND = 'member-area-welcome';

/**
 * The owner's welcome mail of a member area (docs/members.md), queued when a member enters it, by
 * joining an open area or by the owner's adding them: the area's name and the owner's welcome text
 * in the member's language, and a link to the area's first page there (the account page while the
 * area has none). Nothing when the member or the area is gone.
 */
export async function mailAreaWelcome(
  app: FastifyInstance,
  request: FastifyRequest,
  site: SiteRecord,
  areaId: string,
  memberId: string,
): Promise<void> {
  const [area, member, pages] = await Promise.all([
    findArea(app.db, site.id, areaId),
    findMember(app.db, site.id, memberId),
    firstPagesOfAreas(app.db, site.id, [areaId]),
  ]);
  if (!area || !member) return;
  const language = languageOfTag(site, member.locale);
  const named = memberAreaInLanguage(site, language, area);
  const page = pages.get(area.id);
  const link = `${requestOrigin(request)}${languagePath(page ? `/${page.slug}` : '/account', language)}`;
  const text = translator(language.tag, DICTIONARIES[uiLocaleFor(language.tag)].members, formatIcuMessage);
  const values = { area: named.name, site: siteInLanguage(site, language).title, email: member.email };
  await app.mail.enqueue(app.db, {
    websiteId: site.id,
    to: member.email,
    subject: text('areaWelcomeSubject', values),
    text: [
      text('areaWelcomeIntro', values),
      ...(named.welcome.trim() ? ['', named.welcome.trim()] : []),
      '',
      link,
      '',
      text('areaWelcomeOutro', values),
    ].join('\n'),
    kind: AREA_WELCOME_KIND,
  });
  app.mail.kick();
}
