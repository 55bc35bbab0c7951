import type { Kysely } from 'kysely';
import { saveAnnouncementBar, savePopupOverlay } from '#modules/overlays/overlays.service';
import type { DB } from '#platform/db/schema';

/**
 * The demo's announcement bar (the month's workshops, linking to the Workshops page) and its newsletter popup,
 * which waits until a visitor has scrolled half a page and shows at most once a fortnight.
 */
export async function addDemoOverlays(db: Kysely<DB>, siteId: string): Promise<void> {
  await saveAnnouncementBar(db, siteId, {
    enabled: true,
    text: 'Wheel and glaze workshops this month, on Saturdays from 10:00.',
    linkText: 'See the dates',
    linkUrl: '/workshops',
    colours: 'accent',
  });
  await savePopupOverlay(db, siteId, {
    style: 'card',
    content: 'newsletter',
    title: 'Letters from the studio',
    text: 'New pieces, kiln openings and class dates, once a month.',
    buttonText: 'Subscribe',
    successMessage: 'Thank you. Check your inbox to confirm your address.',
    trigger: 'scroll',
    scrollPercent: 50,
    displayFrequency: 14,
    showUntilSignup: true,
    enableMobile: true,
  });
}
