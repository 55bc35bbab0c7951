import type { StyleGroup } from '@atelier/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../api/api-error';
import { fetchPublishReview, type PageRef, type PublishReview } from '../api/publishing.api';
import { ModalDialog } from '../shared/modal-dialog';
import { queryKeys } from '../shared/queries';
import { MenuReviewSection } from './menu-review-section';

/** How the review names each group of the Design panel. */
const STYLE_GROUP_LABELS: Record<StyleGroup, string> = {
  fonts: 'Fonts',
  colors: 'Colours',
  button: 'Buttons',
  spacing: 'Spacing',
  contentWidth: 'Content width',
  header: 'Header layout',
  logo: 'Logo',
  favicon: 'Browser-tab icon',
  animation: 'Block animation',
};

interface PublishDialogProps {
  /** Saves whatever is pending, so the review and the publish see the latest draft. */
  flush(): Promise<void>;
  currentPage: { id: string; title: string } | null;
  onPublishSite(): Promise<void>;
  onPublishPage(): Promise<void>;
  onClose(): void;
}

function PageList({
  title,
  pages,
  note,
}: {
  title: string;
  pages: PageRef[];
  note?: (id: string) => string;
}) {
  if (!pages.length) return null;
  return (
    <section className="review__group">
      <h3>{title}</h3>
      <ul>
        {pages.map((page) => (
          <li key={page.id}>
            {page.title} <span className="review__path">{page.path}</span>
            {note ? <span className="review__note"> {note(page.id)}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The review before a publish: what visitors will see change, then one button for the whole site. */
export function PublishDialog(props: PublishDialogProps) {
  const { flush } = props;
  // Asked for each time the dialog opens, after what is pending is saved; not kept once it closes.
  const loaded = useQuery({
    queryKey: queryKeys.publishReview,
    queryFn: async (): Promise<PublishReview> => {
      await flush();
      return fetchPublishReview();
    },
    gcTime: 0,
  });
  const review = loaded.data ?? null;
  const [actionError, setError] = useState<string | null>(null);
  const error = actionError ?? (loaded.error ? describeError(loaded.error) : null);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(describeError(e));
      setBusy(false);
    }
  }

  const changedNote = (id: string) => {
    const what = review?.changed.find((p) => p.id === id)?.what ?? [];
    return what.map((w) => (w === 'content' ? 'content' : 'title')).join(' and ');
  };

  return (
    <ModalDialog title="Publish the site" onClose={props.onClose} className="modal--wide publish-dialog">
      {!review && !error ? <p>Checking what changed…</p> : null}
      {review ? (
        <div className="review" data-testid="publish-review">
          {review.hasChanges ? (
            <p>Visitors will see these changes:</p>
          ) : (
            <p>Everything is published: visitors see the site as it is here.</p>
          )}
          <PageList title="New pages" pages={review.added} />
          <PageList title="Changed pages" pages={review.changed} note={changedNote} />
          <PageList title="Pages removed since the last publish" pages={review.removed} />
          {review.navigation.changed ? <MenuReviewSection review={review.navigation} /> : null}
          {review.styles?.changed ? (
            <section className="review__group">
              <h3>Styles</h3>
              <p>{review.styles.what.map((group) => STYLE_GROUP_LABELS[group]).join(', ')}</p>
            </section>
          ) : null}
          <p className="review__products" role="note">
            Products are not part of Publish: each goes on sale as soon as you mark it Published in Store.
          </p>
        </div>
      ) : null}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="modal__actions">
        {props.currentPage ? (
          <button
            type="button"
            className="button button--quiet"
            disabled={busy || !review}
            onClick={() => void run(props.onPublishPage)}
          >
            Publish only this page ({props.currentPage.title})
          </button>
        ) : null}
        <button
          type="button"
          className="button button--primary"
          disabled={busy || !review}
          onClick={() => void run(props.onPublishSite)}
        >
          {busy ? 'Publishing…' : 'Publish site'}
        </button>
      </div>
    </ModalDialog>
  );
}
