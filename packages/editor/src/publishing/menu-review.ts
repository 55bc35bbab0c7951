import type { MenuChange, MenuReview } from '../api/publishing.api';

/** One line of the review per item that joins, leaves or moves in the menu, in menu order. */
export function menuChangeLines(review: Pick<MenuReview, 'added' | 'removed' | 'moved'>): string[] {
  const name = (item: MenuChange) => (item.kind === 'link' ? `The link “${item.title}”` : item.title);
  return [
    ...review.added.map((item) =>
      item.under ? `${name(item)} joins the menu, under ${item.under}.` : `${name(item)} joins the menu.`,
    ),
    ...review.moved.map((item) =>
      item.under ? `${name(item)} moves under ${item.under}.` : `${name(item)} moves to the top of the menu.`,
    ),
    ...review.removed.map((item) => `${name(item)} leaves the menu.`),
  ];
}
