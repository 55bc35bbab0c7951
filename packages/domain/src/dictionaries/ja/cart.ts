import type { Dictionary } from '../types';

export const cart: Dictionary<'cart'> = {
  countCapped: '100+',
  countCappedSpoken: 'カートに100点以上の商品があります',
  updateQuantityFailed: '数量を変更できませんでした',
  removeItemFailed: '商品を削除できませんでした',
  soldOut: '売り切れ',
  sale: 'セール',
  itemsInCart: '{count, plural, other {カートに#点の商品}}',
  choiceUnavailable: '{label}はご利用いただけません。',
  choiceSoldOut: '{label}は売り切れです。',
  choicePrice: '{label}：{price}',
};
