import { ModalDialog } from '../shared/modal-dialog';
import { AnnouncementBarForm } from './announcement-bar-form';
import { PopupOverlayForm } from './popup-overlay-form';

interface OverlaysPanelProps {
  onClose(): void;
  /** A save reaches published pages: the site frame shows them again. */
  onSaved(): void;
  /** What the signed-in role may do (docs/permissions.md): changing needs `settings`. */
  permissions: readonly string[];
}

/** The announcement bar and the popup overlay, under More › Announcement and popup. */
export function OverlaysPanel({ onClose, onSaved, permissions }: OverlaysPanelProps) {
  const readOnly = !permissions.includes('settings');
  return (
    <ModalDialog title="Announcement and popup" onClose={onClose} className="overlays-dialog">
      <section className="stack" aria-labelledby="overlays-bar-heading">
        <h3 id="overlays-bar-heading">Announcement bar</h3>
        <AnnouncementBarForm onSaved={onSaved} readOnly={readOnly} />
      </section>
      <section className="stack" aria-labelledby="overlays-popup-heading">
        <h3 id="overlays-popup-heading">Popup</h3>
        <PopupOverlayForm
          onSaved={onSaved}
          readOnly={readOnly}
          canSeeReport={permissions.includes('analytics')}
        />
      </section>
    </ModalDialog>
  );
}
