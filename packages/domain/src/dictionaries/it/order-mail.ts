import type { Dictionary } from '../types';

export const orderMail: Dictionary<'orderMail'> = {
  confirmationSubject: 'Il tuo ordine n. {number} su {site}',
  thanks: 'Grazie per il tuo ordine.',
  orderNumber: 'Ordine n. {number}',
  subtotal: 'Subtotale: {amount}',
  discount: 'Sconto: -{amount}',
  shipping: 'Spedizione: {amount}',
  tax: 'Imposte: {amount}',
  total: 'Totale: {amount}',
  downloadsHeading: 'I tuoi download:',
  downloadLimit: '{limit, plural, one {un download} other {# download}} fino al {date}',
  seeOrder: 'Controlla il tuo ordine in qualsiasi momento:',
  shippedSubject: 'Il tuo ordine n. {number} su {site} è in viaggio',
  shippedBody: 'Il tuo ordine n. {number} è stato evaso.',
  trackingNumber: 'Numero di tracciamento: {tracking}',
  autoRefundSubject: 'Il tuo ordine n. {number} su {site} non è stato completato',
  autoRefundBody:
    'Il tuo pagamento è arrivato dopo il tempo in cui potevamo riservare i tuoi articoli, che nel frattempo sono andati esauriti. Ti abbiamo rimborsato l’intero importo ({amount}); arriverà sulla tua carta tra pochi giorni.',
  refundSubject: 'Rimborso per il tuo ordine n. {number} su {site}',
  refundBody: 'Abbiamo rimborsato {amount} per il tuo ordine n. {number}.',
};
