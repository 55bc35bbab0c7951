import { inPageLanguage, useLocale } from '../i18n/locale-context';
import { useText } from '../i18n/use-text';
import { LanguageLinkList } from './language-link-list';
import { usePageText } from './page-messages';
import { SiteNavigation } from './site-navigation';
import type { LanguageLink, SitePageInput } from './site-page-input';

/** The behaviour that may suggest the visitor's browser language (runtime/language-suggestion.ts). */
export const LANGUAGE_SUGGESTION_BEHAVIOUR = 'language-suggestion';

/**
 * The same page in each language the site is read in, each named in itself, the current one marked:
 * a disclosure that opens without JavaScript and stays one short button wide on a phone.
 */
export function LanguageSwitcher({ languages, suggest }: { languages: LanguageLink[]; suggest?: boolean }) {
  const text = usePageText();
  const current = languages.find((language) => language.current) ?? languages[0];
  if (!current) return null;
  return (
    <nav
      className="language-switcher"
      aria-label={text('language')}
      data-language-switcher=""
      data-behaviour={suggest ? LANGUAGE_SUGGESTION_BEHAVIOUR : undefined}
    >
      <details>
        <summary>
          <span className="visually-hidden">{`${text('language')}: `}</span>
          <span lang={current.tag}>{current.name}</span>
        </summary>
        <LanguageLinkList languages={languages} className="language-switcher" />
      </details>
    </nav>
  );
}

export function SiteHeader({
  header,
  navigation,
  cartIndicator,
  accountLink,
  languages,
  languageSuggestion,
  home = '/',
}: Pick<
  SitePageInput,
  'header' | 'navigation' | 'cartIndicator' | 'accountLink' | 'languages' | 'languageSuggestion'
> & {
  /** The home page in the page's language. */
  home?: string;
}) {
  const tagline = header.tagline?.trim();
  const text = usePageText();
  const store = useText('store');
  const members = useText('members');
  const locale = useLocale();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <div className="site-branding">
          <a className="site-title" href={home} aria-label={`${header.title}, ${text('homeLabel')}`}>
            {header.logo ? (
              <img
                className="site-logo"
                src={header.logo.src}
                width={header.logo.width}
                height={header.logo.height}
                alt=""
              />
            ) : (
              header.title
            )}
          </a>
          {tagline ? <p className="site-tagline">{tagline}</p> : null}
        </div>
        <SiteNavigation items={navigation} />
        {languages && languages.length > 1 ? (
          <LanguageSwitcher languages={languages} suggest={languageSuggestion} />
        ) : null}
        {accountLink ? (
          // The same for every visitor (pages are cached alike): the account page signs in or shows the
          // account, in the page's language.
          <a className="account-link" href={inPageLanguage(locale, '/account')}>
            {members('accountLink')}
          </a>
        ) : null}
        {cartIndicator ? (
          // The count is the visitor's own: its behaviour fills it in (blocks/store/cart-indicator).
          <a
            className="cart-indicator"
            href="/cart"
            data-cart-indicator
            data-behaviour="cart-indicator"
            aria-label={store('cart')}
          >
            <span className="cart-indicator__label">{store('cart')}</span>{' '}
            <span className="cart-indicator__count" data-cart-count aria-hidden="true">
              0
            </span>
          </a>
        ) : null}
      </div>
    </header>
  );
}
