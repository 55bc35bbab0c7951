import type { Dictionary } from '../types';

export const orderMail: Dictionary<'orderMail'> = {
  confirmationSubject: 'Je bestelling nr. {number} bij {site}',
  thanks: 'Bedankt voor je bestelling.',
  orderNumber: 'Bestelling nr. {number}',
  subtotal: 'Subtotaal: {amount}',
  discount: 'Korting: -{amount}',
  shipping: 'Verzending: {amount}',
  tax: 'Belasting: {amount}',
  total: 'Totaal: {amount}',
  downloadsHeading: 'Je downloads:',
  downloadLimit: '{limit, plural, one {één download} other {# downloads}} tot {date}',
  seeOrder: 'Bekijk je bestelling op elk moment:',
  shippedSubject: 'Je bestelling nr. {number} bij {site} is onderweg',
  shippedBody: 'Je bestelling nr. {number} is verzonden.',
  trackingNumber: 'Trackingnummer: {tracking}',
  autoRefundSubject: 'Je bestelling nr. {number} bij {site} kon niet worden afgerond',
  autoRefundBody:
    'Je betaling kwam binnen nadat we je artikelen niet langer konden reserveren, en ze waren intussen uitverkocht. We hebben het volledige bedrag ({amount}) terugbetaald; het staat binnen enkele dagen op je kaart.',
  refundSubject: 'Terugbetaling voor je bestelling nr. {number} bij {site}',
  refundBody: 'We hebben {amount} terugbetaald voor je bestelling nr. {number}.',
};
