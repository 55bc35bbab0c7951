import type { DictionaryLoaders } from './types';

/** The runtime dialogs strings in each translated language: a chunk per language, fetched on demand. */
export const dialogsLoaders: DictionaryLoaders<'dialogs'> = {
  fr: () => import('./fr/dialogs').then((m) => m.dialogs),
  de: () => import('./de/dialogs').then((m) => m.dialogs),
  es: () => import('./es/dialogs').then((m) => m.dialogs),
  it: () => import('./it/dialogs').then((m) => m.dialogs),
  nl: () => import('./nl/dialogs').then((m) => m.dialogs),
  pt: () => import('./pt/dialogs').then((m) => m.dialogs),
  ja: () => import('./ja/dialogs').then((m) => m.dialogs),
};
