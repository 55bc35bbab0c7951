import { api } from '../api/client';

/** Shapes of the owner's donation calls, as the server's modules/donations/donations.model.ts makes them. */
export interface Donation {
  id: string;
  orderId: string;
  receiptNumber: number | null;
  status: 'paid' | 'refunded' | 'pending';
  cause: string;
  fund: string;
  frequency: string;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  amountFormatted: string;
  email: string;
  name: string;
  message: string;
  createdAt: string;
  paidAt: string | null;
  receiptSentAt: string | null;
}

export interface DonationTotal {
  currency: string;
  count: number;
  total: number;
  totalFormatted: string;
}

export interface Organisation {
  name: string;
  address: string;
  taxNumber: string;
  lastReceiptNumber: number;
}

export interface DonationsAnswer {
  donations: Donation[];
  totals: { byCause: (DonationTotal & { cause: string })[]; overall: DonationTotal[] };
  organisation: Organisation;
}

const base = '/api/config/donations';

export const listDonations = () => api.get<DonationsAnswer>(base);
export const donationsCsvUrl = `${base}.csv`;
export const saveOrganisation = (organisation: Omit<Organisation, 'lastReceiptNumber'>) =>
  api.put<{ organisation: Organisation }>(`${base}/organisation`, organisation);
export const resendReceipt = (id: string) => api.post<{ donation: Donation }>(`${base}/${id}/resend-receipt`);
