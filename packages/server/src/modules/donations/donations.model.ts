import { formatMoney } from '@atelier/domain';
import type { DonationsTable } from '#platform/db/schema';

/** A donation as the owner's panel reads it. */
export function donationToJson(row: DonationsTable) {
  return {
    id: row.id,
    orderId: row.order_id,
    receiptNumber: row.receipt_number,
    status: row.status,
    cause: row.cause,
    fund: row.fund,
    frequency: row.frequency,
    amount: row.amount,
    currency: row.currency,
    amountFormatted: formatMoney(row.amount, row.currency),
    email: row.email,
    name: row.donor_name,
    message: row.message,
    createdAt: row.created_at,
    paidAt: row.paid_at,
    receiptSentAt: row.receipt_sent_at,
  };
}
export type DonationJson = ReturnType<typeof donationToJson>;

/** Totals by cause and overall (per currency: a store that changed currency has both). */
export function totalsToJson(rows: { cause: string; currency: string; count: number; total: number }[]) {
  const overall = new Map<string, { count: number; total: number }>();
  const byCause = rows.map((row) => {
    const count = Number(row.count);
    const total = Number(row.total);
    const sum = overall.get(row.currency) ?? { count: 0, total: 0 };
    overall.set(row.currency, { count: sum.count + count, total: sum.total + total });
    return {
      cause: row.cause,
      currency: row.currency,
      count,
      total,
      totalFormatted: formatMoney(total, row.currency),
    };
  });
  return {
    byCause,
    overall: [...overall].map(([currency, sum]) => ({
      currency,
      ...sum,
      totalFormatted: formatMoney(sum.total, currency),
    })),
  };
}

export function organisationToJson(row: {
  organisation_name: string;
  organisation_address: string;
  tax_number: string;
  last_receipt_number: number;
}) {
  return {
    name: row.organisation_name,
    address: row.organisation_address,
    taxNumber: row.tax_number,
    lastReceiptNumber: row.last_receipt_number,
  };
}
