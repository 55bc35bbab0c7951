import type { AccountScreenProps } from '@atelier/site';
import type { FastifyInstance } from 'fastify';
import {
  chooseDefaultAddress,
  removeMemberAddress,
  saveMemberAddress,
} from '#modules/members/member-addresses.service';
import { MemberErrors } from '#modules/members/members.errors';
import { MemberAddressInput } from '#modules/members/members.schemas';
import {
  ACCOUNT_PAGE_SOURCE,
  subscribeConfirmed,
  unsubscribeAddress,
} from '#modules/newsletter/newsletter.service';
import { parseInput } from '#platform/errors/validation';
import { pageLanguageOf } from '#render/page-language';
import { type AccountPages, str } from './account-page';
import { siteHasNewsletter } from './account-view';

type AddressValues = NonNullable<AccountScreenProps['addressForm']>['values'];

const ID = /^[0-9a-f]{24}$/;
/** The fields an address form sends, as typed (cut to a length no field takes, to show them back). */
const addressFields = (fields: Record<string, unknown>): AddressValues => ({
  name: str(fields.name).slice(0, 300),
  line1: str(fields.line1).slice(0, 300),
  line2: str(fields.line2).slice(0, 300),
  city: str(fields.city).slice(0, 300),
  region: str(fields.region).slice(0, 300),
  postalCode: str(fields.postalCode).slice(0, 300),
  country: str(fields.country).slice(0, 10),
});
/** An address id a form names: one of this member's is checked by the queries (site and member). */
const addressId = (fields: Record<string, unknown>) => {
  const id = str(fields.id);
  if (id && !ID.test(id)) throw MemberErrors.addressNotFound();
  return id || null;
};

/**
 * The signed-in member's shipping addresses (add, edit, remove, choose the default; at most 10) and
 * the site's newsletter at their confirmed address, on the account page. Plain forms, 303 back to
 * the account page of the form's language; every change names the site and the member.
 */
export async function accountSettingsRoutes(app: FastifyInstance, pages: AccountPages): Promise<void> {
  const { memberStep, backTo } = pages;
  const form = { config: { crumb: false } };

  app.post('/account/addresses', form, async (request, reply) =>
    memberStep(
      request,
      reply,
      'address',
      async (site, signedIn, fields) => {
        const id = addressId(fields);
        const address = parseInput(MemberAddressInput, addressFields(fields));
        await saveMemberAddress(app.db, site.id, signedIn.member.id, id, address);
        return backTo(request, reply, 'address-saved=1');
      },
      // The form again as sent, the address it edits kept only when it is a well-formed id.
      (fields) => ({
        addressForm: {
          id: ID.test(str(fields.id)) ? str(fields.id) : null,
          values: addressFields(fields),
        },
      }),
    ),
  );

  app.post('/account/addresses/remove', form, async (request, reply) =>
    memberStep(request, reply, 'address', async (site, signedIn, fields) => {
      const id = addressId(fields);
      if (!id) throw MemberErrors.addressNotFound();
      await removeMemberAddress(app.db, site.id, signedIn.member.id, id);
      return backTo(request, reply, 'address-removed=1');
    }),
  );

  app.post('/account/addresses/default', form, async (request, reply) =>
    memberStep(request, reply, 'address', async (site, signedIn, fields) => {
      const id = addressId(fields);
      if (!id) throw MemberErrors.addressNotFound();
      await chooseDefaultAddress(app.db, site.id, signedIn.member.id, id);
      return backTo(request, reply, 'default-address=1');
    }),
  );

  // On: the member's address is confirmed already, so it is subscribed confirmed at once, recorded
  // as signed up on the account page; off: unsubscribed as the mails' unsubscribe link does.
  app.post('/account/newsletter', form, async (request, reply) =>
    memberStep(request, reply, 'newsletter', async (site, signedIn, fields) => {
      if (!(await siteHasNewsletter(pages.forms, site))) return backTo(request, reply);
      const language = pageLanguageOf(request);
      const wanted = str(fields.subscribed);
      if (wanted !== 'true' && wanted !== 'false') return backTo(request, reply);
      if (wanted === 'true') {
        await subscribeConfirmed(app.db, {
          websiteId: site.id,
          email: signedIn.member.email,
          source: ACCOUNT_PAGE_SOURCE,
          locale: language.primary ? null : language.tag,
        });
        return backTo(request, reply, 'newsletter=on');
      }
      await unsubscribeAddress(app.db, site.id, signedIn.member.email);
      return backTo(request, reply, 'newsletter=off');
    }),
  );
}
