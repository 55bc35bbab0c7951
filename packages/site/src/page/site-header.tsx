import { pageMessages } from './page-messages';
import { SiteNavigation } from './site-navigation';
import type { SitePageInput } from './site-page-input';

export function SiteHeader({ header, navigation }: Pick<SitePageInput, 'header' | 'navigation'>) {
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
      </div>
    </header>
  );
}
