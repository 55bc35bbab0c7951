/** Donations and the organisation's receipt details (modules/donations). Conventions as in ../schema.ts. */

export interface DonationSettingsTable {
  website_id: string;
  organisation_name: string;
  organisation_address: string;
  /** The tax or charity registration number printed on receipts. */
  tax_number: string;
  /** The last receipt number given on this site; 0 before the first. */
  last_receipt_number: number;
  updated_at: string;
}

export interface DonationsTable {
  id: string;
  website_id: string;
  /** The store order that carries the payment (modules/orders), one per donation. */
  order_id: string;
  /** The Donation block (type 52) given through, and its page. */
  block_id: string;
  page_id: string;
  cause: string;
  fund: string;
  /** 'one-time' (monthly giving comes with subscriptions). */
  frequency: string;
  /** Minor units of `currency`, the store's. */
  amount: number;
  currency: string;
  email: string;
  donor_name: string;
  message: string;
  /** 'pending' | 'paid' | 'refunded'. */
  status: string;
  /** Sequential per site, given when paid; null before. */
  receipt_number: number | null;
  receipt_sent_at: string | null;
  locale: string | null;
  created_at: string;
  paid_at: string | null;
}
