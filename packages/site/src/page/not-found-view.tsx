import { SearchForm } from '../blocks/search/search-form';
import { pageMessages } from './page-messages';

/** Page type 100: a way back home and a way to search, instead of a dead end. */
export function NotFoundView({ path }: { path: string }) {
  const text = pageMessages.notFound;
  return (
    <div className="system-page system-page--not-found">
      <p className="system-page__eyebrow">404</p>
      <h1 className="system-page__title">{text.heading}</h1>
      <p className="system-page__lead">{text.body}</p>
      <p className="system-page__path">
        <code>{path}</code>
      </p>
      <p>
        <a className="button button--medium" href="/">
          {text.home}
        </a>
      </p>
      <p className="system-page__hint">{text.search}</p>
      <SearchForm idPrefix="not-found-search" />
    </div>
  );
}
