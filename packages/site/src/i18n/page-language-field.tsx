import { useLocale } from './locale-context';

/**
 * In a form that fills the cart: the language of the page it is on, so the cart, its checkout, the
 * order and its mails speak it (the spec's store routes have no language prefix). Nothing on a
 * page in the primary language.
 */
export function PageLanguageField() {
  const locale = useLocale();
  return locale.prefix ? <input type="hidden" name="language" value={locale.tag} /> : null;
}
