import type { DictionaryLoaders } from './types';

/** The store behaviours (cart indicator, option pickers) strings in each translated language: a chunk per language, fetched on demand. */
export const cartLoaders: DictionaryLoaders<'cart'> = {
  fr: () => import('./fr/cart').then((m) => m.cart),
  de: () => import('./de/cart').then((m) => m.cart),
  es: () => import('./es/cart').then((m) => m.cart),
  it: () => import('./it/cart').then((m) => m.cart),
  nl: () => import('./nl/cart').then((m) => m.cart),
  pt: () => import('./pt/cart').then((m) => m.cart),
  ja: () => import('./ja/cart').then((m) => m.cart),
};
