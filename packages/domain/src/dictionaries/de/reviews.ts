import type { Dictionary } from '../types';

export const reviews: Dictionary<'reviews'> = {
  ratingRequired: 'Bitte wählen Sie eine Sternebewertung (Bewertung ist erforderlich)',
  alreadyReviewed: 'Sie haben diesen Kauf bereits bewertet',
  requestExpired: 'Ihre Bewertungsanfrage ist abgelaufen',
  nothingToReview: 'Es gibt keine Produkte zu bewerten',
  requestSubject: 'Wie war Ihre Bestellung Nr. {number} bei {site}?',
  requestBody:
    'Danke für Ihre Bestellung Nr. {number}. Möchten Sie anderen Kunden sagen, wie sie Ihnen gefällt? Bewerten Sie jedes Produkt mit 1 bis 5 Sternen:',
  requestUntil: 'Dieser Link gilt bis {date}.',
  pageTitle: 'Bewerten Sie Ihren Kauf',
  pageIntro:
    'Bestellung Nr. {number}: Bewerten Sie jedes Produkt mit 1 bis 5 Sternen und sagen Sie, was Sie denken.',
  ratingLegend: 'Ihre Bewertung für {product}',
  stars: '{count, plural, one {# Stern} other {# Sterne}}',
  textLabel: 'Ihre Bewertung (freiwillig)',
  textHint: 'Reiner Text, höchstens {max} Zeichen.',
  textTooLong: 'Ihre Bewertung ist länger als {max} Zeichen.',
  tooManyLinks: 'Ihre Bewertung enthält zu viele Webadressen.',
  rateLimited: 'Zu viele Bewertungen von hier. Bitte versuchen Sie es später erneut.',
  submit: 'Bewertung senden',
  thanks: 'Danke für Ihre Bewertung von {product}.',
  thanksPending: 'Danke für Ihre Bewertung von {product}. Sie erscheint, sobald der Shop sie gelesen hat.',
  heading: 'Bewertungen',
  summary: '{average} von 5 Sternen, {count, plural, one {# Bewertung} other {# Bewertungen}}',
  ratingOutOf: '{average} von 5 Sternen',
  storeReply: 'Antwort des Shops',
};
