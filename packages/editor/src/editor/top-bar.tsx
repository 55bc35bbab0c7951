import { useState } from 'react';
import type { DraftState } from '../document/draft-saver';
import type { PreviewDevice } from '../frame/device-preview';
import { DeviceSwitch } from '../frame/device-switch';
import type { UndoState } from '../history/undo-history';
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
  onMedia(): void;
  onStore?(): void;
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
  // On a phone the secondary actions fold under More, so Publish always stays in reach.
  const [more, setMore] = useState(false);
  return (
    <header className={`topbar${more ? ' is-more-open' : ''}`}>
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
      <div className="topbar__actions">
        <button
          type="button"
          className="button button--quiet topbar__more-toggle"
          aria-expanded={more}
          aria-controls="topbar-more"
          onClick={() => setMore((open) => !open)}
        >
          More
        </button>
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
        <DeviceSwitch value={props.device} onChange={props.onDevice} />
        <div id="topbar-more" className="topbar__more">
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
          <button
            type="button"
            className="button button--quiet"
            aria-haspopup="dialog"
            onClick={props.onMedia}
          >
            Media
          </button>
          <button
            type="button"
            className="button button--quiet"
            aria-haspopup="dialog"
            onClick={props.onForms}
          >
            Forms
          </button>
          <button
            type="button"
            className="button button--quiet"
            aria-haspopup="dialog"
            onClick={props.onAnalytics}
          >
            Analytics
          </button>
          <button
            type="button"
            className="button button--quiet"
            aria-haspopup="dialog"
            onClick={props.onCookies}
          >
            Cookies
          </button>
          {props.onStore ? (
            <button
              type="button"
              className="button button--quiet"
              aria-haspopup="dialog"
              onClick={props.onStore}
            >
              Store
            </button>
          ) : null}
          <button
            type="button"
            className="button button--quiet"
            aria-haspopup="dialog"
            onClick={props.onSettings}
          >
            Site settings
          </button>
          <button
            type="button"
            className="button button--quiet"
            aria-haspopup="dialog"
            onClick={props.onHistory}
          >
            History
          </button>
          <span className="topbar__account" title={props.accountName}>
            {props.accountName}
          </span>
          <button type="button" className="button button--quiet" onClick={props.onSignOut}>
            Sign out
          </button>
        </div>
      </div>
    </header>
  );
}
