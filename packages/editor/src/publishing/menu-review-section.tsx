import { useId } from 'react';
import type { MenuReview, ReviewMenuItem } from '../api/publishing.api';
import { menuChangeLines } from './menu-review';

interface Marks {
  added: ReadonlySet<string>;
  moved: ReadonlySet<string>;
}

function MenuList({ items, marks }: { items: readonly ReviewMenuItem[]; marks?: Marks }) {
  return (
    <ol className="review__menu">
      {items.map((item) => (
        <li key={item.id}>
          <span className="review__menu-title">{item.title}</span>
          {item.kind === 'link' ? <span className="review__note"> (link to {item.href})</span> : null}
          {marks?.added.has(item.id) ? <span className="badge badge--changes">New</span> : null}
          {marks?.moved.has(item.id) ? <span className="badge badge--changes">Moved</span> : null}
          {item.children.length ? <MenuList items={item.children} marks={marks} /> : null}
        </li>
      ))}
    </ol>
  );
}

function Menu({ title, items, marks }: { title: string; items: readonly ReviewMenuItem[]; marks?: Marks }) {
  const id = useId();
  return (
    <section className="review__menu-box" aria-labelledby={id}>
      <h4 id={id} className="review__menus-title">
        {title}
      </h4>
      {items.length ? <MenuList items={items} marks={marks} /> : <p className="review__note">No items.</p>}
    </section>
  );
}

/**
 * The main menu in the publish review: what changes in it, in words, then the menu visitors see now
 * beside the menu after publishing, both with their links and nested items in order.
 */
export function MenuReviewSection({ review }: { review: MenuReview }) {
  const id = useId();
  const marks = {
    added: new Set(review.added.map((item) => item.id)),
    moved: new Set(review.moved.map((item) => item.id)),
  };
  return (
    <section className="review__group" aria-labelledby={id} data-testid="menu-review">
      <h3 id={id}>Menu</h3>
      <ul>
        {menuChangeLines(review).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className="review__menus">
        <Menu title="Visitors see now" items={review.before} />
        <Menu title="After publishing" items={review.after} marks={marks} />
      </div>
    </section>
  );
}
