import type { Dictionary } from '../types';

export const reviews: Dictionary<'reviews'> = {
  ratingRequired: 'Kies een beoordeling in sterren (beoordeling is verplicht)',
  alreadyReviewed: 'U hebt deze aankoop al beoordeeld',
  requestExpired: 'Uw beoordelingsverzoek is verlopen',
  nothingToReview: 'Er zijn geen producten om te beoordelen',
  requestSubject: 'Hoe was uw bestelling #{number} bij {site}?',
  requestBody:
    'Bedankt voor uw bestelling #{number}. Wilt u andere klanten vertellen wat u ervan vindt? Geef elk product 1 tot 5 sterren:',
  requestUntil: 'Deze link werkt tot {date}.',
  pageTitle: 'Beoordeel uw aankoop',
  pageIntro: 'Bestelling #{number}: geef elk product 1 tot 5 sterren en zeg wat u ervan vindt.',
  ratingLegend: 'Uw beoordeling van {product}',
  stars: '{count, plural, one {# ster} other {# sterren}}',
  textLabel: 'Uw beoordeling (optioneel)',
  textHint: 'Platte tekst, hoogstens {max} tekens.',
  textTooLong: 'Uw beoordeling is langer dan {max} tekens.',
  tooManyLinks: 'Uw beoordeling bevat te veel webadressen.',
  rateLimited: 'Te veel beoordelingen vanaf hier. Probeer het later opnieuw.',
  submit: 'Beoordeling versturen',
  thanks: 'Bedankt voor uw beoordeling van {product}.',
  thanksPending: 'Bedankt voor uw beoordeling van {product}. Ze verschijnt zodra de winkel ze heeft gelezen.',
  heading: 'Beoordelingen',
  summary: '{average} van 5 sterren, {count, plural, one {# beoordeling} other {# beoordelingen}}',
  ratingOutOf: '{average} van 5 sterren',
  storeReply: 'Antwoord van de winkel',
};
