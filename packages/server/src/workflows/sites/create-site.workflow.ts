import { defaultStoreSettings, newId } from '@atelier/domain';
import type { Kysely, Transaction } from 'kysely';
import { findTemplate, type TemplateRefs, type TemplateStore } from '#content/templates/site-templates';
import { lockAccount } from '#modules/auth/auth.queries';
import { ProductInput } from '#modules/catalogue/catalogue.schemas';
import { createProduct } from '#modules/catalogue/catalogue.service';
import { upsertStoreSettings } from '#modules/catalogue/store-settings.service';
import { NEW_SITE_COOKIE_SETTINGS } from '#modules/consent/new-site-cookie-settings';
import { insertContributor } from '#modules/contributors/contributors.queries';
import { insertArea } from '#modules/members/member-areas.queries';
import { createPage } from '#modules/pages/pages.service';
import { publishSite } from '#modules/pages/site-publish.service';
import { SitesErrors } from '#modules/sites/sites.errors';
import { countOwnedSites, insertSite, setContextMeasurementStandard } from '#modules/sites/sites.queries';
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
 * A template that sells makes its store with the site: the store settings (catalogue), the
 * measurement standard the site context carries in step with them (sites), and the starter
 * products, whose ids the template's pages then name (a Product block, a store page's picks).
 */
async function createTemplateStore(
  trx: Transaction<DB>,
  siteId: string,
  store: TemplateStore | undefined,
  now: string,
): Promise<TemplateRefs> {
  const refs: TemplateRefs = { products: {} };
  if (!store) return refs;
  const settings = { ...defaultStoreSettings(), ...store.settings };
  await upsertStoreSettings(trx, siteId, settings, now);
  await setContextMeasurementStandard(trx, siteId, settings.measurementStandard);
  for (const { key, product } of store.products) {
    refs.products[key] = (await createProduct(trx, siteId, ProductInput.parse(product))).id;
  }
  return refs;
}

/**
 * A new site spans several modules, in one transaction: the owner's account is locked while their
 * sites are counted (auth, sites), then the website (sites), its owner's role (contributors), its
 * styles (styles), a selling template's store settings and starter products (catalogue) and the
 * template's pages (pages); they are published at once, so the address shows something from the
 * first minute. Starter products stay drafts: nothing the owner has not looked at is on sale.
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
      // A new site asks for consent the way EU guidance wants (modules/consent).
      cookie_settings: JSON.stringify(NEW_SITE_COOKIE_SETTINGS),
      header: JSON.stringify({ title: input.title, tagline: template.tagline }),
      footer: JSON.stringify({ text: template.footer }),
      locale: 'en-US',
      render_generation: 1,
      template_id: template.id,
      // A template with pages for members lets visitors open accounts; otherwise they are off.
      ...(template.memberArea ? { member_accounts: 1 } : {}),
      created_at: now,
      updated_at: now,
    });
    await insertContributor(trx, id, input.ownerId, ROLE_ADMIN, now);
    await restoreStyles(trx, id, template.styles);
    const refs = await createTemplateStore(trx, id, template.store, now);
    if (template.memberArea) {
      // A template with member pages makes the area they are in (visitor accounts are on for it).
      const area = await insertArea(trx, id, {
        name: template.memberArea.name,
        join_rule: template.memberArea.joinRule,
        welcome_text: template.memberArea.welcome,
      });
      refs.memberAreaId = area.id;
    }
    for (const page of template.pages(input.title, refs)) {
      await createPage(
        trx,
        id,
        page.kind === 'store'
          ? {
              kind: 'store',
              title: page.title,
              slug: page.slug,
              navigation: page.navigation,
              store: page.store,
            }
          : {
              title: page.title,
              slug: page.slug,
              navigation: page.navigation,
              ...(page.members && refs.memberAreaId ? { memberAreaId: refs.memberAreaId } : {}),
            },
        page.document,
      );
    }
  });
  await publishSite(db, id, input.ownerId, 'Created from a template', stylesPart);
  return { id };
}
