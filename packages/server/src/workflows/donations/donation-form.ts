import {
  type DonationBlockSettings,
  donationAmountProblem,
  formatMoney,
  moneyToInput,
  readDonationAmount,
} from '@atelier/domain';
import type { Kysely, Transaction } from 'kysely';
import { readStoreSettings } from '#modules/catalogue/store-settings.service';
import { DonationErrors } from '#modules/donations/donations.errors';
import { publishedDonationForm } from '#modules/pages/donation-block.queries';
import { donationSettingsSchema } from '#modules/pages/donation-settings.schema';
import type { DB } from '#platform/db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/** A published donation form as the checkout uses it: the block's settings, checked, in the store currency. */
export interface DonationForm {
  blockId: string;
  pageId: string;
  pageSlug: string;
  settings: DonationBlockSettings;
}

/**
 * The published Donation block a checkout names, read from the site's published pages: its cause,
 * fund, amounts, bounds and currency come from there, never from the request. Refused when there
 * is none, when it is not a usable form (no cause), and while its amounts are in another currency
 * than the store's (the owner changed the currency and has not opened the block since).
 */
export async function donationFormOf(db: Db, siteId: string, blockId: string): Promise<DonationForm> {
  const found = await publishedDonationForm(db, siteId, blockId);
  const parsed = found ? donationSettingsSchema.safeParse(found.settings) : null;
  if (!found || !parsed?.success || !parsed.data.cause.trim()) throw DonationErrors.formNotFound();
  const settings = parsed.data as DonationBlockSettings;
  const store = await readStoreSettings(db, siteId);
  if (store.currency !== settings.currency) throw DonationErrors.currencyChanged();
  return { blockId, pageId: found.pageId, pageSlug: found.pageSlug, settings };
}

/**
 * The amount a visitor chose, in minor units, checked against the published block: one of its
 * suggested amounts, or (custom amounts allowed) within its bounds. A tampered or mistyped amount
 * is a 400 naming the field it came from.
 */
export function checkedAmount(form: DonationForm, chosen: unknown, custom: unknown): number {
  const field = typeof custom === 'string' && custom.trim() !== '' ? 'customAmount' : 'amount';
  const read = readDonationAmount(chosen, custom, form.settings.currency);
  const problem = read.ok ? donationAmountProblem(read.amount, form.settings) : read.message;
  if (problem || !read.ok)
    throw DonationErrors.amountRefused({ [field]: problem ?? '' }, problem ?? undefined);
  return read.amount;
}

/** What the donation checkout screen shows of a form. */
export function formChoices(form: DonationForm) {
  const { settings } = form;
  const money = (amount: number) => formatMoney(amount, settings.currency);
  return {
    suggested: settings.suggestedAmounts.map((amount) => ({ amount, formatted: money(amount) })),
    custom: settings.allowCustomAmount
      ? { min: money(settings.minAmount), max: money(settings.maxAmount) }
      : null,
    customInput: (amount: number) => moneyToInput(amount, settings.currency),
    money,
  };
}
