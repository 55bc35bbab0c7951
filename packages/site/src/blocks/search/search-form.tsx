import { useText } from '../../i18n/use-text';

export interface SearchFormProps {
  /** Makes the label and input ids unique when a page holds several forms. */
  idPrefix: string;
  query?: string;
  placeholder?: string;
}

/** A plain GET form to /search: searching works before, and without, any JavaScript. */
export function SearchForm({ idPrefix, query, placeholder }: SearchFormProps) {
  const inputId = `${idPrefix}-q`;
  const text = useText('page');
  return (
    <search className="search-form">
      <form className="search-form__form" action="/search" method="get">
        <label className="visually-hidden" htmlFor={inputId}>
          {text('searchLabel')}
        </label>
        <input
          className="field search-form__input"
          type="search"
          id={inputId}
          name="q"
          defaultValue={query}
          placeholder={placeholder ?? text('searchPlaceholder')}
          enterKeyHint="search"
        />
        <button className="button button--medium search-form__submit" type="submit">
          {text('searchSubmit')}
        </button>
      </form>
    </search>
  );
}
