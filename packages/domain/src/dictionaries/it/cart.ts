import type { Dictionary } from '../types';

export const cart: Dictionary<'cart'> = {
  countCapped: '100+',
  countCappedSpoken: 'Più di 100 articoli nel carrello',
  updateQuantityFailed: 'Impossibile modificare la quantità',
  removeItemFailed: 'Impossibile rimuovere l’articolo',
  soldOut: 'Esaurito',
  sale: 'Offerta',
  itemsInCart: '{count, plural, one {# articolo nel carrello} other {# articoli nel carrello}}',
  choiceUnavailable: '{label}: non disponibile.',
  choiceSoldOut: '{label}: esaurito.',
  choicePrice: '{label}: {price}',
};
