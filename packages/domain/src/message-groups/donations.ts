/**
 * Ours, not the specification's (which names the donation checkout, page types 203 and 204 and the
 * block without a button): the words a visitor reads in a Donation block, at the donation checkout,
 * on the contribution confirmed page and in the receipt mail. ICU message format.
 */
export const donationMessages = {
  amountLegend: 'Choose an amount',
  customAmount: 'Another amount',
  customAmountHint: 'From {min} to {max}',
  oneTime: 'One-time gift',
  messageLabel: 'Message (optional)',
  donateButton: 'Donate',
  checkoutTitle: 'Donate to {cause}',
  yourGift: 'Your gift',
  emailLabel: 'Email for your receipt',
  nameLabel: 'Your name (for the receipt)',
  continueToPayment: 'Continue to payment',
  unavailable: 'This donation form is no longer available.',
  confirmedTitle: 'Thank you for your gift',
  confirmedText: 'Your gift of {amount} to {cause} has been received.',
  confirmedReceipt: 'Receipt {receipt} is on its way to {email}.',
  confirmedPending: 'Your payment is being confirmed. Your receipt will arrive by mail once it is.',
  receiptSubject: 'Your donation receipt {receipt}',
  receiptIntro: 'Thank you for your gift to {cause}.',
  receiptNumber: 'Receipt number',
  receiptAmount: 'Amount',
  receiptDate: 'Date',
  receiptFund: 'Fund',
  receiptDonor: 'Donor',
  receiptReceivedBy: 'Received by',
  receiptTaxNumber: 'Tax or charity number',
  receiptNoGoods: 'No goods or services were provided in return for this gift.',
} as const;
