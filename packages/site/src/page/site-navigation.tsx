import { safeHref } from '../blocks/safe-href';
import { pageMessages } from './page-messages';
import type { NavigationItem } from './site-page-input';

/**
 * The main navigation. Wide screens show the list in the header; narrow screens fold it into a
 * details/summary disclosure, which opens and closes without JavaScript. Only one of the two is
 * displayed at a time, so assistive technology meets each link once.
 */
export function SiteNavigation({ items }: { items: NavigationItem[] }) {
  const links = items.flatMap((item) => {
    const link = safeHref(item.path);
    return link ? [{ ...item, href: link.href }] : [];
  });
  if (links.length === 0) return null;
  const list = (modifier: string) => (
    <ul className={`site-nav__list site-nav__list--${modifier}`}>
      {links.map((item) => (
        <li key={`${item.href} ${item.title}`} className="site-nav__item">
          <a className="site-nav__link" href={item.href} aria-current={item.current ? 'page' : undefined}>
            {item.title}
          </a>
        </li>
      ))}
    </ul>
  );
  return (
    <nav className="site-nav" aria-label={pageMessages.navigationLabel}>
      {list('wide')}
      <details className="site-menu">
        <summary className="site-menu__toggle">
          <span className="site-menu__icon" aria-hidden="true" />
          {pageMessages.menu}
        </summary>
        <div className="site-menu__panel">{list('narrow')}</div>
      </details>
    </nav>
  );
}
