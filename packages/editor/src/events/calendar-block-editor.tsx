import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { listPages } from '../api/config.api';
import type { BlockEditorProps } from '../blocks/block-editor-props';
import { text } from '../blocks/block-editor-props';
import { SelectField } from '../shared/fields';
import { queryKeys } from '../shared/queries';

/** What visitors get from the chosen page, said to the owner under the choice. */
function pageHint(chosen: { published: boolean } | undefined, gone: boolean): string {
  if (gone)
    return 'The Events page this block showed was deleted: visitors see nothing here. Choose another.';
  if (!chosen) return 'Visitors see nothing here until you choose an Events page.';
  if (!chosen.published) return 'Visitors see the calendar once this Events page is published.';
  return 'Visitors see this month with the page’s published events; links lead to the months around it.';
}

/**
 * Settings of the Calendar block (type 26): which of the site's Events pages it shows, its current
 * month. A new block takes the site's first Events page as soon as the pages are known; with none
 * yet, the panel says how to add one (Add page → Events).
 */
export function CalendarBlockEditor({ settings, onChange }: BlockEditorProps) {
  const pages = useQuery({ queryKey: queryKeys.pages, queryFn: listPages });
  const list = (pages.data ?? []).filter((page) => page.kind === 'events');
  const pageId = text(settings.pageId);
  const chosen = list.find((page) => page.id === pageId);

  // A block just added has no page yet (no pageId at all, not an emptied one): offer the first.
  const offered = useRef(false);
  const first = list[0];
  useEffect(() => {
    if (offered.current || !first || 'pageId' in settings) return;
    offered.current = true;
    onChange({ ...settings, pageId: first.id });
  }, [first, settings, onChange]);

  if (pages.isPending) return <p className="muted">Loading your pages…</p>;
  if (list.length === 0)
    return (
      <p data-testid="no-events-pages">
        This site has no Events page yet. Add one with Add page → Events, then choose it here: the block shows
        its month.
      </p>
    );
  const gone = pageId !== '' && !chosen;
  return (
    <SelectField
      label="Events page"
      value={chosen ? chosen.id : ''}
      hint={pageHint(chosen ? { published: chosen.publishedVersion !== null } : undefined, gone)}
      onChange={(event) => onChange({ ...settings, pageId: event.target.value })}
    >
      {chosen ? null : <option value="">Choose an Events page</option>}
      {list.map((page) => (
        <option key={page.id} value={page.id}>
          {page.title}
        </option>
      ))}
    </SelectField>
  );
}
