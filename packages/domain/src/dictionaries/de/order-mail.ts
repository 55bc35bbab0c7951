import type { Dictionary } from '../types';

export const orderMail: Dictionary<'orderMail'> = {
  confirmationSubject: 'Ihre Bestellung Nr. {number} bei {site}',
  thanks: 'Vielen Dank für Ihre Bestellung.',
  orderNumber: 'Bestellung Nr. {number}',
  subtotal: 'Zwischensumme: {amount}',
  discount: 'Rabatt: -{amount}',
  shipping: 'Versand: {amount}',
  tax: 'Steuern: {amount}',
  total: 'Gesamt: {amount}',
  downloadsHeading: 'Ihre Downloads:',
  downloadLimit: '{limit, plural, one {ein Download} other {# Downloads}} bis {date}',
  seeOrder: 'Ihre Bestellung jederzeit ansehen:',
  shippedSubject: 'Ihre Bestellung Nr. {number} bei {site} ist unterwegs',
  shippedBody: 'Ihre Bestellung Nr. {number} wurde versandt.',
  trackingNumber: 'Sendungsnummer: {tracking}',
  autoRefundSubject: 'Ihre Bestellung Nr. {number} bei {site} konnte nicht abgeschlossen werden',
  autoRefundBody:
    'Ihre Zahlung kam an, nachdem wir Ihre Artikel nicht mehr reservieren konnten, und sie waren inzwischen ausverkauft. Wir haben Ihnen den vollen Betrag ({amount}) erstattet; er ist in einigen Tagen auf Ihrer Karte.',
  refundSubject: 'Erstattung für Ihre Bestellung Nr. {number} bei {site}',
  refundBody: 'Wir haben {amount} für Ihre Bestellung Nr. {number} erstattet.',
};
