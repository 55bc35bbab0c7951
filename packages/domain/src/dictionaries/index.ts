/**
 * The product's own visitor strings in every interface language (UI_LOCALES), as ICU messages.
 * English is built from the message groups; each other language is one file per group.
 *
 * What browser code loads on demand (the loaders `load-*`, the browser formatter `format-lite`,
 * `translate`, `plural-keys`) is imported by its own path, `@atelier/domain/dictionaries/<file>`,
 * not through this index: a bundler then keeps it in the chunk that uses it, out of every page.
 */
export { DICTIONARIES, dictionariesFor } from './all';
export {
  cart as enCart,
  cookieBanner as enCookieBanner,
  dialogs as enDialogs,
  form as enForm,
  gallery as enGallery,
  newsletter as enNewsletter,
  page as enPage,
  store as enStore,
  video as enVideo,
} from './en';
export { formatIcuMessage } from './format';
export type * from './types';
