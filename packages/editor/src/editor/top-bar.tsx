import type { DraftState } from '../document/draft-saver';
import type { PreviewDevice } from '../frame/device-preview';
import { DeviceSwitch } from '../frame/device-switch';
import type { UndoState } from '../history/undo-history';
import { LanguageSwitch } from '../languages/language-switch';
import { MoreMenu } from './more-menu';
import { SaveStatus } from './save-status';
import type { PublishState } from './use-publish';

interface TopBarProps {
  siteTitle: string;
  accountName: string;
  draft: DraftState | null;
  publish: PublishState;
  canPublish: boolean;
  onRetrySave(): void;
  onPublish(): void;
  onPreview(): void;
  onSettings(): void;
  onHistory(): void;
  onSeo(): void;
  undo: UndoState;
  undoError: string | null;
  onUndo(): void;
  onRedo(): void;
  onForms(): void;
  onAnalytics(): void;
  onCookies(): void;
  /** The announcement bar and the popup overlay. */
  onOverlays?(): void;
  onMedia(): void;
  onStore?(): void;
  /** Absent for a role without the `members` permission: the entry is not shown. */
  onMembers?(): void;
  /** Absent for a role without the `donations` permission: the entry is not shown. */
  onDonations?(): void;
  onSignOut(): void;
  onDesign(): void;
  designOpen: boolean;
  device: PreviewDevice | null;
  onDevice(device: PreviewDevice): void;
  /** The account may look but change nothing: no undo, no publishing. */
  readOnly?: boolean;
}

export function TopBar(props: TopBarProps) {
  const { publish, readOnly } = props;
  // The actions an owner reaches for less often fold under More, so the bar stays one line and
  // Publish always stays in reach.
  const secondary: [string, () => void][] = [
    ['Media', props.onMedia],
    ['Forms', props.onForms],
    ['Analytics', props.onAnalytics],
    ['Cookies', props.onCookies],
    ...(props.onOverlays ? [['Announcement and popup', props.onOverlays] as [string, () => void]] : []),
    ...(props.onStore ? [['Store', props.onStore] as [string, () => void]] : []),
    ...(props.onMembers ? [['Members', props.onMembers] as [string, () => void]] : []),
    ...(props.onDonations ? [['Donations', props.onDonations] as [string, () => void]] : []),
    ['Search and sharing', props.onSeo],
    ['Site settings', props.onSettings],
    ['History', props.onHistory],
  ];
  return (
    <header className="topbar">
      <div className="topbar__site">
        <span className="brand">Atelier</span>
        <span className="topbar__title">{props.siteTitle}</span>
        {readOnly ? <span className="badge">View only</span> : null}
      </div>
      <div className="topbar__undo" style={readOnly ? { display: 'none' } : undefined}>
        <button
          type="button"
          className="icon-button"
          aria-label="Undo"
          aria-keyshortcuts="Control+Z Meta+Z"
          title={props.undo.undoLabel ? `Undo ${props.undo.undoLabel} (Ctrl+Z)` : 'Undo (Ctrl+Z)'}
          disabled={!props.undo.canUndo}
          onClick={props.onUndo}
        >
          <span aria-hidden="true">↶</span>
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label="Redo"
          aria-keyshortcuts="Shift+Control+Z Shift+Meta+Z"
          title={props.undo.redoLabel ? `Redo ${props.undo.redoLabel} (Shift+Ctrl+Z)` : 'Redo (Shift+Ctrl+Z)'}
          disabled={!props.undo.canRedo}
          onClick={props.onRedo}
        >
          <span aria-hidden="true">↷</span>
        </button>
        {props.undoError ? (
          <span className="publish-status__failed" role="alert">
            {props.undoError}
          </span>
        ) : null}
      </div>
      <SaveStatus state={props.draft} onRetry={props.onRetrySave} />
      <LanguageSwitch />
      <div className="topbar__actions">
        <DeviceSwitch value={props.device} onChange={props.onDevice} />
        <button
          type="button"
          className="button button--quiet"
          title="Preview the site full size (Escape)"
          onClick={props.onPreview}
        >
          Preview
        </button>
        <button
          type="button"
          className="button button--quiet"
          aria-pressed={props.designOpen}
          title="Fonts, colours, buttons, logo and layout of the whole site"
          onClick={props.onDesign}
        >
          Design
        </button>
        <MoreMenu>
          {secondary.map(([label, onClick]) => (
            <button
              key={label}
              type="button"
              className="button button--quiet"
              aria-haspopup="dialog"
              onClick={onClick}
            >
              {label}
            </button>
          ))}
          <span className="topbar__account" title={props.accountName}>
            {props.accountName}
          </span>
          <button type="button" className="button button--quiet" onClick={props.onSignOut}>
            Sign out
          </button>
        </MoreMenu>
        {readOnly ? null : (
          <button
            type="button"
            className="button button--primary topbar__publish"
            aria-haspopup="dialog"
            disabled={!props.canPublish || publish.kind === 'publishing'}
            onClick={props.onPublish}
          >
            {publish.kind === 'publishing' ? 'Publishing…' : 'Publish'}
          </button>
        )}
        <div className="publish-status" role="status" aria-live="polite">
          {publish.kind === 'published' ? (
            <>
              <span className="publish-status__done">{publish.notice}</span>{' '}
              <a href={publish.url} target="_blank" rel="noopener">
                {publish.label}
              </a>
            </>
          ) : null}
          {publish.kind === 'failed' ? (
            <span className="publish-status__failed">{publish.message}</span>
          ) : null}
        </div>
      </div>
    </header>
  );
}
