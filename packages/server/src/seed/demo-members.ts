import { BlockType, headingDoc, newId, type PageDocument, paragraphDoc } from '@atelier/domain';
import type { Kysely } from 'kysely';
import { grantAccess, insertArea } from '#modules/members/member-areas.queries';
import { insertMember, markMemberVerified } from '#modules/members/members.queries';
import { createPage, readDraft, saveDraft, updatePage } from '#modules/pages/pages.service';
import { publishOnePage } from '#modules/pages/site-publish.service';
import { updateSite } from '#modules/sites/sites.service';
import type { DB } from '#platform/db/schema';
import { hashPassword } from '#platform/security/password';

/** The demo's member, printed at start beside the demo owner. */
export const DEMO_MEMBER_EMAIL = 'member@demo.atelier.test';
export const DEMO_MEMBER_PASSWORD = 'atelier-demo-member';

const HTML = 2;
const block = (settings: Record<string, unknown>) => ({ id: newId(), type: HTML, settings });

/**
 * The demo's members: visitor accounts on, a free member area anyone with an account may join
 * ("Studio members"), its "Members' notes" page in the menu, the area's join offer (a member area
 * block) at the end of the About page, and a confirmed member who is in the area, so a newcomer meets
 * both sides of the access screen at first start.
 */
export async function addDemoMembers(db: Kysely<DB>, siteId: string): Promise<void> {
  await updateSite(db, siteId, { memberAccounts: true });
  const area = await insertArea(db, siteId, {
    name: 'Studio members',
    join_rule: 'open',
    welcome_text: 'Welcome to the studio. New notes every month.',
  });
  const document: PageDocument = {
    sections: [
      {
        id: newId(),
        blocks: [
          block({ doc: headingDoc('Members’ notes', 1) }),
          block({
            doc: paragraphDoc(
              'Firing schedules, glaze tests and the dates of the next open studio, for members only.',
            ),
          }),
          block({
            doc: paragraphDoc('This month: the river-green glaze at cone 6, and why we slow-cool it.'),
          }),
        ],
      },
    ],
  };
  const page = await createPage(
    db,
    siteId,
    { title: 'Members’ notes', slug: 'members-notes', navigation: 'main' },
    document,
  );
  await updatePage(db, siteId, page.id, { memberAreaId: area.id });
  await publishOnePage(db, siteId, page.id, null);
  const memberId = newId();
  await insertMember(db, {
    id: memberId,
    siteId,
    email: DEMO_MEMBER_EMAIL,
    passwordHash: await hashPassword(DEMO_MEMBER_PASSWORD),
    displayName: 'Demo Member',
    locale: null,
  });
  await markMemberVerified(db, memberId, new Date().toISOString());
  await grantAccess(db, siteId, area.id, memberId, 'owner');
  await offerAreaOnAbout(db, siteId, area.id);
}

/**
 * The area's join offer in a section of its own at the end of the About page. It has no words of
 * its own: the area's name, its welcome and the Join button speak for it, in each language.
 */
async function offerAreaOnAbout(db: Kysely<DB>, siteId: string, areaId: string): Promise<void> {
  const about = await db
    .selectFrom('collections')
    .select('id')
    .where('website_id', '=', siteId)
    .where('slug', '=', 'about')
    .executeTakeFirst();
  if (!about) return;
  const draft = await readDraft(db, siteId, about.id);
  const offer = { id: newId(), blocks: [{ id: newId(), type: BlockType.memberArea, settings: { areaId } }] };
  await saveDraft(
    db,
    siteId,
    about.id,
    { ...draft.document, sections: [...draft.document.sections, offer] },
    draft.revision,
  );
  // Published with the languages' pass (seed/demo-languages.ts), which publishes every live page again.
}
