import type { Dictionary } from '../types';

export const cart: Dictionary<'cart'> = {
  countCapped: '100+',
  countCappedSpoken: 'Mehr als 100 Artikel im Warenkorb',
  updateQuantityFailed: 'Menge konnte nicht geändert werden',
  removeItemFailed: 'Artikel konnte nicht entfernt werden',
  soldOut: 'Ausverkauft',
  sale: 'Angebot',
  itemsInCart: '{count, plural, one {# Artikel im Warenkorb} other {# Artikel im Warenkorb}}',
  choiceUnavailable: '{label} ist nicht verfügbar.',
  choiceSoldOut: '{label} ist ausverkauft.',
  choicePrice: '{label}: {price}',
};
