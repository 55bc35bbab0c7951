import { LanguageLinkList } from '../../page/language-link-list';
import { usePageText } from '../../page/page-messages';
import type { BlockProps } from '../block-props';
import { OWNER_PREVIEW, useProducts } from '../product/product-context';
import { isRecord, readText } from '../settings-guards';
import { useLanguageLinks } from './language-links-context';

/** What a navigation block shows (its `show` setting): this page in each of the site's languages. */
export const LANGUAGE_LINKS = 'languages';

/** Whether a navigation block's settings ask for the language links. */
export const showsLanguageLinks = (settings: unknown): boolean =>
  isRecord(settings) && readText(settings, 'show') === LANGUAGE_LINKS;

/**
 * Navigation (block type 1) showing the languages: a link to this same page in each language
 * visitors see, each named in itself and marked with its language, the current one marked for
 * assistive technology. Plain links, no script. Nothing while the site has one language.
 */
export function LanguageLinksBlock({ block, root }: BlockProps) {
  const languages = useLanguageLinks();
  const text = usePageText();
  const preview = useProducts()[OWNER_PREVIEW] === true;
  if (!showsLanguageLinks(block.settings)) return null;
  if (languages.length < 2) {
    // Visitors see nothing; the owner's preview says why (the editor speaks English).
    return preview ? (
      <p {...root} className="block block-language-links block-language-links--placeholder">
        Language links show here once the site has a second published language.
      </p>
    ) : null;
  }
  return (
    // A named list, not a second navigation landmark beside the header's switcher of the same name.
    <div {...root} className="block block-language-links">
      <LanguageLinkList languages={languages} className="block-language-links" label={text('language')} />
    </div>
  );
}
