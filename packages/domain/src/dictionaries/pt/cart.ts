import type { Dictionary } from '../types';

export const cart: Dictionary<'cart'> = {
  countCapped: '100+',
  countCappedSpoken: 'Mais de 100 itens no carrinho',
  updateQuantityFailed: 'Não foi possível alterar a quantidade',
  removeItemFailed: 'Não foi possível remover o item',
  soldOut: 'Esgotado',
  sale: 'Promoção',
  itemsInCart:
    '{count, plural, =0 {Nenhum item no carrinho} one {# item no carrinho} other {# itens no carrinho}}',
  choiceUnavailable: '{label}: indisponível.',
  choiceSoldOut: '{label}: esgotado.',
  choicePrice: '{label}: {price}',
};
