import type { Dictionary } from '../types';

export const cart: Dictionary<'cart'> = {
  countCapped: '100+',
  countCappedSpoken: 'Más de 100 artículos en el carrito',
  updateQuantityFailed: 'No se ha podido cambiar la cantidad',
  removeItemFailed: 'No se ha podido quitar el artículo',
  soldOut: 'Agotado',
  sale: 'Oferta',
  itemsInCart: '{count, plural, one {# artículo en el carrito} other {# artículos en el carrito}}',
  choiceUnavailable: '{label}: no disponible.',
  choiceSoldOut: '{label}: agotado.',
  choicePrice: '{label}: {price}',
};
