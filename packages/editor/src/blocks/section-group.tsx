import type { PageSection } from '@atelier/domain';
import { type ReactNode, useState } from 'react';

interface SectionGroupProps {
  section: PageSection;
  number: number;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove(direction: -1 | 1): void;
  onDelete(): void;
  /** The section's block rows. */
  children: ReactNode;
}

export function SectionGroup(props: SectionGroupProps) {
  const { section, number } = props;
  const [confirming, setConfirming] = useState(false);
  const headingId = `section-${section.id}-title`;
  const count = section.blocks.length;

  return (
    <section className="section-group" aria-labelledby={headingId}>
      <div className="section-group__head">
        <h3 id={headingId} className="section-group__title">
          Section {number}
        </h3>
        <div className="row-actions">
          <button
            type="button"
            className="icon-button"
            aria-label={`Move section ${number} up`}
            disabled={!props.canMoveUp}
            onClick={() => props.onMove(-1)}
          >
            <span aria-hidden="true">↑</span>
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label={`Move section ${number} down`}
            disabled={!props.canMoveDown}
            onClick={() => props.onMove(1)}
          >
            <span aria-hidden="true">↓</span>
          </button>
          <button
            type="button"
            className="icon-button icon-button--danger"
            aria-label={`Delete section ${number}`}
            // An empty section goes at once; one with blocks asks first, since nothing can be undone.
            onClick={() => (count === 0 ? props.onDelete() : setConfirming(true))}
          >
            <span aria-hidden="true">✕</span>
          </button>
        </div>
      </div>
      {confirming ? (
        <div className="confirm-strip" role="alert">
          <p>
            Delete section {number} and its {count === 1 ? 'block' : `${count} blocks`}?
          </p>
          <div className="button-row">
            <button
              type="button"
              className="button button--small button--quiet"
              onClick={() => setConfirming(false)}
            >
              Keep section
            </button>
            <button type="button" className="button button--small button--danger" onClick={props.onDelete}>
              Delete with blocks
            </button>
          </div>
        </div>
      ) : null}
      {count === 0 ? (
        <p className="section-group__empty">No blocks yet. Use “Add block” to put one here.</p>
      ) : (
        <ol className="block-list">{props.children}</ol>
      )}
    </section>
  );
}
