import type { LanguageLink } from './site-page-input';

/**
 * The same page in each language, as a list of plain links: each named in itself, marked with its
 * language, the current one marked for assistive technology. `className` names the list
 * (`<className>__list`) and its links (`<className>__link`): the header's switcher, the block.
 */
export function LanguageLinkList({
  languages,
  className,
  label,
}: {
  languages: readonly LanguageLink[];
  className: string;
  /** The list's name for assistive technology, when no landmark around it names it. */
  label?: string;
}) {
  return (
    <ul className={`${className}__list`} aria-label={label}>
      {languages.map((language) => (
        <li key={language.tag}>
          <a
            className={`${className}__link`}
            href={language.path}
            hrefLang={language.tag}
            lang={language.tag}
            aria-current={language.current ? 'true' : undefined}
          >
            {language.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
