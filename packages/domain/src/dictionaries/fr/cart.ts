import type { Dictionary } from '../types';

export const cart: Dictionary<'cart'> = {
  countCapped: '100+',
  countCappedSpoken: 'Plus de 100 articles dans le panier',
  updateQuantityFailed: 'Impossible de modifier la quantité',
  removeItemFailed: 'Impossible de retirer l’article',
  soldOut: 'Épuisé',
  sale: 'Promo',
  itemsInCart: '{count, plural, one {# article dans le panier} other {# articles dans le panier}}',
  choiceUnavailable: '{label} : non disponible.',
  choiceSoldOut: '{label} : épuisé.',
  choicePrice: '{label} : {price}',
};
