import { donationMessages } from '../../message-groups/donations';

/** The Donation block, the donation checkout, the contribution confirmed page and the receipt. */
export const donations = donationMessages;
