import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { donationReceiptMail } from '#modules/donations/donation-mail';
import { DonationErrors } from '#modules/donations/donations.errors';
import {
  donationById,
  donationByOrder,
  markDonationPaid,
  markReceiptSent,
  readOrganisation,
  takeReceiptNumber,
} from '#modules/donations/donations.queries';
import { findSite } from '#modules/sites/sites.queries';
import type { DB, DonationsTable, OrdersTable } from '#platform/db/schema';

type Db = Kysely<DB> | Transaction<DB>;

async function enqueueReceipt(app: FastifyInstance, db: Db, donation: DonationsTable) {
  const [organisation, site] = await Promise.all([
    readOrganisation(db, donation.website_id),
    findSite(db, donation.website_id),
  ]);
  await app.mail.enqueue(db, {
    websiteId: donation.website_id,
    to: donation.email,
    kind: 'donation-receipt',
    ...donationReceiptMail(donation, organisation, { title: site?.title ?? '', locale: site?.locale }),
  });
  await markReceiptSent(db, donation.id, new Date().toISOString());
}

/**
 * A donation's order was just paid, in the payment's transaction (payment-result.workflow.ts calls
 * this in place of an order's mails): the donation moves from pending to paid with the site's next
 * receipt number, taken in the same transaction (gapless, never shared), and its receipt is mailed.
 * False when the order carries no donation.
 */
export async function donationPaid(app: FastifyInstance, trx: Db, order: OrdersTable): Promise<boolean> {
  const donation = await donationByOrder(trx, order.id);
  if (!donation) return false;
  if (donation.status !== 'pending') return true;
  const paidAt = new Date().toISOString();
  const receipt = await takeReceiptNumber(trx, donation.website_id);
  if (!(await markDonationPaid(trx, donation.id, receipt, paidAt)))
    throw new Error(`donation ${donation.id} left 'pending' while its order was being paid`);
  await enqueueReceipt(app, trx, { ...donation, status: 'paid', receipt_number: receipt, paid_at: paidAt });
  return true;
}

/** The owner sends a paid donation's receipt again, as it is today (the organisation's details now). */
export async function resendReceipt(
  app: FastifyInstance,
  siteId: string,
  id: string,
): Promise<DonationsTable> {
  const donation = await donationById(app.db, siteId, id);
  if (!donation) throw DonationErrors.notFound();
  if (donation.receipt_number === null || donation.status === 'pending') throw DonationErrors.notPaid();
  await enqueueReceipt(app, app.db, donation);
  app.mail.kick();
  return (await donationById(app.db, siteId, id)) ?? donation;
}
