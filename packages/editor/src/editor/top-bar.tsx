import type { DraftState } from '../document/draft-saver';
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
  onForms(): void;
  onAnalytics(): void;
  onCookies(): void;
  onStore?(): void;
  onSignOut(): void;
}

export function TopBar(props: TopBarProps) {
  const { publish } = props;
  return (
    <header className="topbar">
      <div className="topbar__site">
        <span className="brand">Atelier</span>
        <span className="topbar__title">{props.siteTitle}</span>
      </div>
      <SaveStatus state={props.draft} onRetry={props.onRetrySave} />
      <div className="topbar__actions">
        <div className="publish-status" role="status" aria-live="polite">
          {publish.kind === 'published' ? (
            <>
              <span className="publish-status__done">Published</span>{' '}
              <a href={publish.url} target="_blank" rel="noopener">
                View live page
              </a>
            </>
          ) : null}
          {publish.kind === 'failed' ? (
            <span className="publish-status__failed">{publish.message}</span>
          ) : null}
        </div>
        <button
          type="button"
          className="button button--quiet"
          title="Preview the site full size (Escape)"
          onClick={props.onPreview}
        >
          Preview
        </button>
        <button type="button" className="button button--quiet" aria-haspopup="dialog" onClick={props.onForms}>
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
          className="button button--primary"
          disabled={!props.canPublish || publish.kind === 'publishing'}
          onClick={props.onPublish}
        >
          {publish.kind === 'publishing' ? 'Publishing…' : 'Publish'}
        </button>
        <span className="topbar__account" title={props.accountName}>
          {props.accountName}
        </span>
        <button type="button" className="button button--quiet" onClick={props.onSignOut}>
          Sign out
        </button>
      </div>
    </header>
  );
}
