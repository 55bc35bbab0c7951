import { safeHref } from '../blocks/safe-href';
import { SearchForm } from '../blocks/search/search-form';
import { highlightTerms } from './highlight-terms';
import { usePageText } from './page-messages';
import type { SearchResult } from './site-page-input';

/** Page type 102: the search form, prefilled, above what it found. */
export function SearchView({ query, results }: { query: string; results: SearchResult[] }) {
  const text = usePageText();
  const asked = query.trim();
  return (
    <div className="system-page system-page--search">
      <h1 className="system-page__title">{text('searchHeading')}</h1>
      <SearchForm idPrefix="search-page" query={query} />
      {asked ? (
        <SearchResults query={asked} results={results} />
      ) : (
        <p className="search-status">{text('searchEmptyQuery')}</p>
      )}
    </div>
  );
}

function SearchResults({ query, results }: { query: string; results: SearchResult[] }) {
  const text = usePageText();
  const linked = results.flatMap((result) => {
    const link = safeHref(result.path);
    return link ? [{ ...result, href: link.href }] : [];
  });
  if (linked.length === 0) {
    return (
      <div className="search-status search-status--empty">
        <p className="search-status__title">{text('searchNoResults', { query })}</p>
        <p>{text('searchNoResultsHint')}</p>
      </div>
    );
  }
  return (
    <>
      <p className="search-status">{text('searchResultCount', { count: linked.length, query })}</p>
      <ol className="search-results">
        {linked.map((result) => (
          <li key={result.href} className="search-result">
            <h2 className="search-result__title">
              <a href={result.href}>{result.title}</a>
            </h2>
            <p className="search-result__path">{result.href}</p>
            {result.snippet ? (
              <p className="search-result__snippet">{highlightTerms(result.snippet, query)}</p>
            ) : null}
          </li>
        ))}
      </ol>
    </>
  );
}
