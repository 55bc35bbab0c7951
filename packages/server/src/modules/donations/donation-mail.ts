import { DICTIONARIES, formatIcuMessage, formatMoney, uiLocaleFor } from '@atelier/domain';
import { translator } from '@atelier/domain/dictionaries/translate';
import type { DonationSettingsTable, DonationsTable } from '#platform/db/schema';

/** The site as a receipt names it: its title, and its primary language for a gift without one. */
export interface ReceiptSite {
  title: string;
  locale?: string;
}

const day = (tag: string, at: string) =>
  new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(at));

/**
 * The donor's receipt, in the language of the page they gave from: the receipt number, the amount,
 * the date, the cause and fund, and who received it (the organisation's name, address and tax or
 * charity number as the owner entered them; the site's title when the owner entered no name).
 */
export function donationReceiptMail(
  donation: DonationsTable,
  organisation: Pick<DonationSettingsTable, 'organisation_name' | 'organisation_address' | 'tax_number'>,
  site: ReceiptSite,
) {
  const tag = donation.locale ?? site.locale ?? 'en';
  const text = translator(tag, DICTIONARIES[uiLocaleFor(tag)].donations, formatIcuMessage);
  const receipt = String(donation.receipt_number ?? '');
  const name = organisation.organisation_name || site.title;
  const rows: [string, string][] = [
    [text('receiptNumber'), receipt],
    [text('receiptAmount'), formatMoney(donation.amount, donation.currency)],
    [text('receiptDate'), day(tag, donation.paid_at ?? donation.created_at)],
    ...(donation.fund ? [[text('receiptFund'), donation.fund] as [string, string]] : []),
    ...(donation.donor_name ? [[text('receiptDonor'), donation.donor_name] as [string, string]] : []),
  ];
  const receivedBy = [
    name,
    organisation.organisation_address,
    organisation.tax_number ? `${text('receiptTaxNumber')}: ${organisation.tax_number}` : '',
  ]
    .filter(Boolean)
    .join('\n');
  const body = [
    text('receiptIntro', { cause: donation.cause }),
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `${text('receiptReceivedBy')}:`,
    receivedBy,
    '',
    text('receiptNoGoods'),
  ].join('\n');
  return {
    subject: `${text('receiptSubject', { receipt })} (${name})`,
    text: body,
  };
}
