import type { Dictionary } from '../types';

export const reviews: Dictionary<'reviews'> = {
  ratingRequired: 'Seleziona una valutazione in stelle (la valutazione è obbligatoria)',
  alreadyReviewed: 'Hai già recensito questo acquisto',
  requestExpired: 'La tua richiesta di recensione è scaduta',
  nothingToReview: 'Non ci sono prodotti da recensire',
  requestSubject: 'Com’è andato il tuo ordine n. {number} da {site}?',
  requestBody:
    'Grazie per il tuo ordine n. {number}. Vuoi dire agli altri clienti cosa ne pensi? Valuta ogni prodotto da 1 a 5 stelle:',
  requestUntil: 'Questo link funziona fino al {date}.',
  pageTitle: 'Recensisci il tuo acquisto',
  pageIntro: 'Ordine n. {number}: valuta ogni prodotto da 1 a 5 stelle e di’ cosa ne pensi.',
  ratingLegend: 'La tua valutazione per {product}',
  stars: '{count, plural, one {# stella} other {# stelle}}',
  textLabel: 'La tua recensione (facoltativa)',
  textHint: 'Testo semplice, al massimo {max} caratteri.',
  textTooLong: 'La tua recensione supera i {max} caratteri.',
  tooManyLinks: 'La tua recensione contiene troppi indirizzi web.',
  rateLimited: 'Troppe recensioni da qui. Riprova più tardi.',
  submit: 'Invia recensione',
  thanks: 'Grazie per la tua recensione di {product}.',
  thanksPending: 'Grazie per la tua recensione di {product}. Apparirà quando il negozio l’avrà letta.',
  heading: 'Recensioni',
  summary: '{average} su 5 stelle, {count, plural, one {# recensione} other {# recensioni}}',
  ratingOutOf: '{average} su 5 stelle',
  storeReply: 'Risposta del negozio',
};
