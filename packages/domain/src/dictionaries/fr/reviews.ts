import type { Dictionary } from '../types';

export const reviews: Dictionary<'reviews'> = {
  ratingRequired: 'Veuillez choisir une note en étoiles (la note est obligatoire)',
  alreadyReviewed: 'Vous avez déjà donné votre avis sur cet achat',
  requestExpired: 'Votre demande d’avis a expiré',
  nothingToReview: 'Il n’y a aucun produit à évaluer',
  requestSubject: 'Que pensez-vous de votre commande n° {number} chez {site} ?',
  requestBody:
    'Merci pour votre commande n° {number}. Voulez-vous dire aux autres clients ce que vous en pensez ? Notez chaque produit de 1 à 5 étoiles :',
  requestUntil: 'Ce lien fonctionne jusqu’au {date}.',
  pageTitle: 'Donnez votre avis sur votre achat',
  pageIntro: 'Commande n° {number} : notez chaque produit de 1 à 5 étoiles et dites ce que vous en pensez.',
  ratingLegend: 'Votre note pour {product}',
  stars: '{count, plural, one {# étoile} other {# étoiles}}',
  textLabel: 'Votre avis (facultatif)',
  textHint: 'Texte simple, {max} caractères au plus.',
  textTooLong: 'Votre avis dépasse {max} caractères.',
  tooManyLinks: 'Votre avis contient trop d’adresses web.',
  rateLimited: 'Trop d’avis envoyés d’ici. Veuillez réessayer plus tard.',
  submit: 'Envoyer l’avis',
  thanks: 'Merci pour votre avis sur {product}.',
  thanksPending: 'Merci pour votre avis sur {product}. Il apparaîtra une fois lu par la boutique.',
  heading: 'Avis',
  summary: '{average} sur 5 étoiles, {count, plural, one {# avis} other {# avis}}',
  ratingOutOf: '{average} sur 5 étoiles',
  storeReply: 'Réponse de la boutique',
};
