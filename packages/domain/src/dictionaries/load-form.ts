import type { DictionaryLoaders } from './types';

/** The Form and Newsletter blocks strings in each translated language: a chunk per language, fetched on demand. */
export const formLoaders: DictionaryLoaders<'form'> = {
  fr: () => import('./fr/form').then((m) => m.form),
  de: () => import('./de/form').then((m) => m.form),
  es: () => import('./es/form').then((m) => m.form),
  it: () => import('./it/form').then((m) => m.form),
  nl: () => import('./nl/form').then((m) => m.form),
  pt: () => import('./pt/form').then((m) => m.form),
  ja: () => import('./ja/form').then((m) => m.form),
};
