import type { Dictionary } from '../types';

export const cart: Dictionary<'cart'> = {
  countCapped: '100+',
  countCappedSpoken: 'Meer dan 100 artikelen in winkelwagen',
  updateQuantityFailed: 'Aantal kan niet worden gewijzigd',
  removeItemFailed: 'Artikel kan niet worden verwijderd',
  soldOut: 'Uitverkocht',
  sale: 'Aanbieding',
  itemsInCart: '{count, plural, one {# artikel in winkelwagen} other {# artikelen in winkelwagen}}',
  choiceUnavailable: '{label} is niet beschikbaar.',
  choiceSoldOut: '{label} is uitverkocht.',
  choicePrice: '{label}: {price}',
};
