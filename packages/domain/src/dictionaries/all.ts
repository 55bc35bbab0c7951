import { type UiLocale, uiLocaleFor } from '../languages/locale';
import * as de from './de';
import * as en from './en';
import * as es from './es';
import * as fr from './fr';
import * as it from './it';
import * as ja from './ja';
import * as nl from './nl';
import * as pt from './pt';
import type { Dictionaries } from './types';

/**
 * Every group in every language, for the server's rendering. Browser code never imports this: a
 * page fetches only its own language's groups (the loaders in load-*.ts).
 */
export const DICTIONARIES: { readonly [L in UiLocale]: Dictionaries } = { en, fr, de, es, it, nl, pt, ja };

/** The dictionaries of a site language (`pt-BR` → Portuguese, an unknown tag → English). */
export const dictionariesFor = (tag: string | undefined): Dictionaries => DICTIONARIES[uiLocaleFor(tag)];
