import { popupOverlayEnabled, readPopupOverlay } from '@atelier/domain';
import type { Kysely } from 'kysely';
import type { DB } from '#platform/db/schema';
import type { PublishedForm } from './form-directory';
import { newsletterFields } from './form-directory';

/**
 * The newsletter form of the site's popup overlay (modules/overlays), while the popup is on and
 * holds one: a form of every page, on none in particular, so it takes posts from any page a visitor
 * sees it on. Read here because this directory answers which forms take submissions.
 */
export async function popupNewsletterForm(db: Kysely<DB>, siteId: string): Promise<PublishedForm | null> {
  const row = await db
    .selectFrom('site_overlays')
    .select('popup_overlay')
    .where('website_id', '=', siteId)
    .executeTakeFirst();
  if (!row) return null;
  let popup: ReturnType<typeof readPopupOverlay>;
  try {
    popup = readPopupOverlay(JSON.parse(row.popup_overlay));
  } catch {
    return null;
  }
  if (!popupOverlayEnabled(popup) || popup.content !== 'newsletter') return null;
  return {
    formId: popup.formId,
    kind: 'newsletter',
    title: popup.title,
    fields: newsletterFields(),
    captcha: false,
    postSubmit: { kind: 'message', message: popup.successMessage },
    notificationEmail: '',
    pageId: '',
    pagePath: '/',
    pageTitle: popup.title,
    pagePasswordHash: null,
    pageMemberAreaId: null,
  };
}
