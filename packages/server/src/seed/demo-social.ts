import { BlockType, headingDoc, newId, type SocialLinksBlockSettings } from '@atelier/domain';
import type { Kysely } from 'kysely';
import { readDraft, saveDraft } from '#modules/pages/pages.service';
import type { DB } from '#platform/db/schema';

/** The studio's accounts, as the owner typed them: usernames where a network has profile addresses. */
export const DEMO_SOCIAL_LINKS: SocialLinksBlockSettings['links'] = [
  { id: 'instagram', network: 'instagram', username: 'riverside.studio' },
  { id: 'pinterest', network: 'pinterest', username: 'riversidestudio' },
  { id: 'mastodon', network: 'mastodon', username: '@riverside@mastodon.social' },
  { id: 'email', network: 'email', url: 'hello@riverside-studio.example', label: 'Email the studio' },
];

/**
 * The home page's "Follow the studio": a heading and a Social links block (type 54) with names
 * beside the glyphs and a Share button. Run before the languages, which translate it.
 */
export async function addDemoSocial(db: Kysely<DB>, siteId: string): Promise<void> {
  const home = await db
    .selectFrom('collections')
    .select('id')
    .where('website_id', '=', siteId)
    .where('slug', '=', 'home')
    .executeTakeFirst();
  if (!home) return;
  const settings: SocialLinksBlockSettings = {
    links: DEMO_SOCIAL_LINKS.map((link) => ({ ...link })),
    style: 'icons-and-names',
    size: 'medium',
    share: true,
  };
  const section = {
    id: newId(),
    blocks: [
      { id: newId(), type: BlockType.html, settings: { doc: headingDoc('Follow the studio', 2) } },
      { id: newId(), type: BlockType.socialAccountLinksV2, settings: { ...settings } },
    ],
  };
  const draft = await readDraft(db, siteId, home.id);
  await saveDraft(
    db,
    siteId,
    home.id,
    { ...draft.document, sections: [...draft.document.sections, section] },
    draft.revision,
  );
  // Published with the languages' pass (seed/demo-languages.ts), which publishes every live page again.
}
