import { useMutation } from '@tanstack/react-query';
import { describeError } from '../api/api-error';
import type { PageSummary } from '../api/api-types';
import { api } from '../api/client';
import { MenuButton, MenuItem } from '../shared/menu-button';

/** A new draft page with this page's document, out of the menu (POST /api/config/pages/:id/duplicate). */
export async function duplicatePage(pageId: string): Promise<PageSummary> {
  return (await api.post<{ page: PageSummary }>(`/api/config/pages/${encodeURIComponent(pageId)}/duplicate`))
    .page;
}

interface PageMenuProps {
  page: PageSummary;
  onSettings(): void;
  onDuplicated(copy: PageSummary): void;
  onError(message: string): void;
}

/** The ⋯ menu of a page in the Pages panel: Duplicate and Page settings. */
export function PageMenu({ page, onSettings, onDuplicated, onError }: PageMenuProps) {
  const duplicating = useMutation({
    mutationFn: duplicatePage,
    onSuccess: onDuplicated,
    onError: (e) => onError(describeError(e)),
  });
  return (
    <MenuButton
      menuId={`page-menu-${page.id}`}
      menuLabel={`Actions for ${page.title}`}
      menuClassName="menu menu--compact"
      buttonClassName="icon-button"
      buttonLabel={`More actions for ${page.title}`}
      disabled={duplicating.isPending}
      button={<span aria-hidden="true">⋯</span>}
    >
      <MenuItem
        label="Duplicate"
        hint="A draft copy, not in the menu yet"
        refocus
        onSelect={() => duplicating.mutate(page.id)}
      />
      <MenuItem label="Page settings…" opensDialog onSelect={onSettings} />
    </MenuButton>
  );
}
