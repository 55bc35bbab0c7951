import { pageMessages } from './page-messages';
import { SiteNavigation } from './site-navigation';
import type { SitePageInput } from './site-page-input';

export function SiteHeader({
  header,
  navigation,
  cartIndicator,
}: Pick<SitePageInput, 'header' | 'navigation' | 'cartIndicator'>) {
  const tagline = header.tagline?.trim();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <div className="site-branding">
          <a className="site-title" href="/" aria-label={`${header.title}, ${pageMessages.homeLabel}`}>
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
        {cartIndicator ? (
          // The count is the visitor's own: its behaviour fills it in (blocks/store/cart-indicator).
          <a
            className="cart-indicator"
            href="/cart"
            data-cart-indicator
            data-behaviour="cart-indicator"
            aria-label="Cart"
          >
            <span className="cart-indicator__label">Cart</span>{' '}
            <span className="cart-indicator__count" data-cart-count aria-hidden="true">
              0
            </span>
          </a>
        ) : null}
      </div>
    </header>
  );
}
