import { safeHref } from '../blocks/safe-href';
import { usePageText } from './page-messages';
import type { NavigationItem } from './site-page-input';

interface Link extends NavigationItem {
  href: string;
  children: Link[];
}

/** The items with a safe address, children included; an unsafe parent takes its children with it. */
function safeLinks(items: readonly NavigationItem[]): Link[] {
  return items.flatMap((item) => {
    const link = safeHref(item.path);
    return link ? [{ ...item, href: link.href, children: safeLinks(item.children ?? []) }] : [];
  });
}

function NavLink({ item }: { item: Link }) {
  return (
    <a
      className="site-nav__link"
      href={item.href}
      aria-current={item.current ? 'page' : undefined}
      target={item.newWindow ? '_blank' : undefined}
      rel={item.newWindow ? 'noopener' : undefined}
    >
      {item.title}
    </a>
  );
}

/**
 * The main navigation. Wide screens show the list in the header, a nested list dropping down under
 * its item on hover or when focus is inside it (CSS :focus-within, no JavaScript); narrow screens
 * fold everything into a details/summary disclosure with nested items indented. Only one of the
 * two is displayed at a time, so assistive technology meets each link once.
 */
export function SiteNavigation({ items }: { items: NavigationItem[] }) {
  const text = usePageText();
  const links = safeLinks(items);
  if (links.length === 0) return null;
  const list = (modifier: string) => (
    <ul className={`site-nav__list site-nav__list--${modifier}`}>
      {links.map((item) => (
        <li
          key={`${item.href} ${item.title}`}
          className={`site-nav__item${item.children.length ? ' site-nav__item--parent' : ''}`}
        >
          <NavLink item={item} />
          {item.children.length ? (
            <ul className="site-nav__submenu" aria-label={item.title}>
              {item.children.map((child) => (
                <li key={`${child.href} ${child.title}`} className="site-nav__item">
                  <NavLink item={child} />
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
  return (
    <nav className="site-nav" aria-label={text('navigationLabel')}>
      {list('wide')}
      <details className="site-menu">
        <summary className="site-menu__toggle">
          <span className="site-menu__icon" aria-hidden="true" />
          {text('menu')}
        </summary>
        <div className="site-menu__panel">{list('narrow')}</div>
      </details>
    </nav>
  );
}
