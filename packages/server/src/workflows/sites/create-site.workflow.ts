import { newId } from '@atelier/domain';
import type { Kysely } from 'kysely';
import { findTemplate } from '#content/templates/site-templates';
import { lockAccount } from '#modules/auth/auth.queries';
import { insertContributor } from '#modules/contributors/contributors.queries';
import { createPage } from '#modules/pages/pages.service';
import { publishSite } from '#modules/pages/site-publish.service';
import { SitesErrors } from '#modules/sites/sites.errors';
import { countOwnedSites, insertSite } from '#modules/sites/sites.queries';
import { restoreStyles } from '#modules/styles/styles.service';
import type { DB } from '#platform/db/schema';
import { stylesPart } from './site-styles-part';

const ROLE_ADMIN = 1; // contributor role, spec 001 §6
const WEBSITE_CLASSIC = 1; // website type, spec 001 §3
const SITE_TRIAL = 3; // site status, spec 001 §3
const METRIC = 2; // measurement unit, spec 001 §3

export interface NewSite {
  ownerId: string;
  title: string;
  identifier: string;
  templateId: string;
  /** The most sites the owner may hold; unset for the seeded demo. */
  maxSites?: number;
}

/**
 * A new site spans several modules, in one transaction: the owner's account is locked while their
 * sites are counted (auth, sites), then the website (sites), its owner's role (contributors), its
 * styles (styles) and the template's pages (pages); they are published at once, so the address
 * shows something from the first minute.
 */
export async function createSite(db: Kysely<DB>, input: NewSite): Promise<{ id: string }> {
  const template = findTemplate(input.templateId);
  if (!template) throw new Error(`unknown template ${input.templateId}`);
  const id = newId();
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    if (input.maxSites !== undefined) {
      // The owner's row stays locked until commit, so parallel requests count one after another.
      await lockAccount(trx, input.ownerId);
      if ((await countOwnedSites(trx, input.ownerId)) >= input.maxSites) {
        throw SitesErrors.tooManySites(
          undefined,
          `You have reached the limit of ${input.maxSites} sites. Delete a site to make a new one.`,
        );
      }
    }
    await insertSite(trx, {
      id,
      identifier: input.identifier,
      title: input.title,
      website_type: WEBSITE_CLASSIC,
      site_status: SITE_TRIAL,
      developer_mode: 0,
      cloneable: 0,
      use_escape_key_to_login: 0,
      store_settings: JSON.stringify({ expressCheckout: false, measurementStandard: METRIC }),
      tweak_json: JSON.stringify({}),
      cookie_settings: JSON.stringify({}),
      header: JSON.stringify({ title: input.title, tagline: template.tagline }),
      footer: JSON.stringify({ text: template.footer }),
      locale: 'en-US',
      render_generation: 1,
      template_id: template.id,
      created_at: now,
      updated_at: now,
    });
    await insertContributor(trx, id, input.ownerId, ROLE_ADMIN, now);
    await restoreStyles(trx, id, template.styles);
    for (const page of template.pages(input.title)) {
      await createPage(
        trx,
        id,
        { title: page.title, slug: page.slug, navigation: page.navigation },
        page.document,
      );
    }
  });
  await publishSite(db, id, input.ownerId, 'Created from a template', stylesPart);
  return { id };
}
