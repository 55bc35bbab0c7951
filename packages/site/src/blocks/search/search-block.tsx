import type { BlockProps } from '../block-props';
import { isRecord, readText } from '../settings-guards';
import { SearchForm } from './search-form';

/** Search (block type 33): a search box leading to the site's /search page. */
export function SearchBlock({ block, root }: BlockProps) {
  if (!isRecord(block.settings)) return null;
  return (
    <div {...root} className="block block-search">
      <SearchForm idPrefix={`search-${block.id}`} placeholder={readText(block.settings, 'placeholder')} />
    </div>
  );
}
