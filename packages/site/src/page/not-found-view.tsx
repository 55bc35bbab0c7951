import { SearchForm } from '../blocks/search/search-form';
import { usePageText } from './page-messages';

/** Page type 100: a way back home and a way to search, instead of a dead end. */
export function NotFoundView({ path }: { path: string }) {
  const text = usePageText();
  return (
    <div className="system-page system-page--not-found">
      <p className="system-page__eyebrow">404</p>
      <h1 className="system-page__title">{text('notFoundHeading')}</h1>
      <p className="system-page__lead">{text('notFoundBody')}</p>
      <p className="system-page__path">
        <code>{path}</code>
      </p>
      <p>
        <a className="button button--medium" href="/">
          {text('notFoundHome')}
        </a>
      </p>
      <p className="system-page__hint">{text('notFoundSearch')}</p>
      <SearchForm idPrefix="not-found-search" />
    </div>
  );
}
