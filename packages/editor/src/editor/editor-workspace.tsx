import type { PageDocument } from '@atelier/domain';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { describeError, isApiError } from '../api/api-error';
import type { Account, ConfigSite, PageSummary } from '../api/api-types';
import { fetchSite, listPages } from '../api/config.api';
import { BlockPanel } from '../blocks/block-panel';
import { editorSearch, findPageForPath, parseFrameUrl } from '../frame/frame-url';
import { SiteFrame, type SiteFrameHandle } from '../frame/site-frame';
import { PagesPanel } from '../pages/pages-panel';
import { SiteSettingsDialog } from './site-settings-dialog';
import { TopBar } from './top-bar';
import { useDraft } from './use-draft';
import { usePreviewMode } from './use-preview-mode';
import { usePublish } from './use-publish';

// The owner's panels load when first opened: the editor starts without their code.
const FormsPanel = lazy(() => import('../forms/forms-panel').then((m) => ({ default: m.FormsPanel })));
const AnalyticsPanel = lazy(() =>
  import('../analytics/analytics-panel').then((m) => ({ default: m.AnalyticsPanel })),
);
const StorePanel = lazy(() => import('../store/store-panel').then((m) => ({ default: m.StorePanel })));
const CookiePanel = lazy(() => import('../privacy/cookie-panel').then((m) => ({ default: m.CookiePanel })));

interface EditorWorkspaceProps {
  account: Account;
  onSignOut(): void;
}

/** Pages on the left, the site in the middle, the blocks of the page in view on the right. */
export function EditorWorkspace({ account, onSignOut }: EditorWorkspaceProps) {
  const [site, setSite] = useState<ConfigSite | null>(null);
  const [siteError, setSiteError] = useState<string | null>(null);
  const [pages, setPages] = useState<PageSummary[]>([]);
  const [frameUrl, setFrameUrl] = useState(() =>
    parseFrameUrl(new URLSearchParams(location.search).get('frameUrl')),
  );
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [formsOpen, setFormsOpen] = useState(false);
  const [analyticsOpen, setAnalyticsOpen] = useState(false);
  const [cookiesOpen, setCookiesOpen] = useState(false);
  const [storeOpen, setStoreOpen] = useState(false);
  const frame = useRef<SiteFrameHandle>(null);
  const exitPreview = useRef<HTMLButtonElement>(null);
  const previewButtonArea = useRef<HTMLDivElement>(null);
  const { preview, setPreview } = usePreviewMode();

  const refreshPages = useCallback(async () => setPages(await listPages()), []);
  const reloadFrame = useCallback(() => frame.current?.reload(), []);

  useEffect(() => {
    let live = true;
    Promise.all([fetchSite(), listPages()])
      .then(([answer, list]) => {
        if (!live) return;
        setSite(answer.site);
        setPages(list);
      })
      .catch((e: unknown) => {
        if (!live) return;
        setSiteError(
          isApiError(e) && e.authorizationFail
            ? 'Your account is not allowed to edit this site. Ask its owner to invite you as an editor.'
            : describeError(e),
        );
      });
    return () => {
      live = false;
    };
  }, []);

  // The editor's own address names the page in the frame, so a reload or a shared link returns to it.
  useEffect(() => {
    history.replaceState(history.state, '', `${location.pathname}${editorSearch(location.search, frameUrl)}`);
  }, [frameUrl]);

  const currentPage = useMemo(() => findPageForPath(pages, frameUrl), [pages, frameUrl]);
  const draft = useDraft(currentPage?.id ?? null, () => {
    reloadFrame();
    void refreshPages().catch(() => {});
  });
  const { state: publishState, publish } = usePublish(currentPage?.id ?? null, draft.saver, () => {
    reloadFrame();
    void refreshPages().catch(() => {});
  });

  const onEdit = useCallback(
    (edit: (document: PageDocument) => PageDocument) => {
      const saver = draft.saver;
      if (saver) saver.edit(edit(saver.state.document));
    },
    [draft.saver],
  );

  // Keyboard users land on the way back out; when Escape came from inside the frame, focus stays there.
  useEffect(() => {
    if (preview && document.activeElement?.tagName !== 'IFRAME') exitPreview.current?.focus();
    if (!preview && document.activeElement === document.body) {
      previewButtonArea.current?.querySelector<HTMLButtonElement>('button')?.focus();
    }
  }, [preview]);

  if (siteError) {
    return (
      <main className="editor-signin">
        <section className="auth-card">
          <h1>This site cannot be opened</h1>
          <p className="form-error" role="alert">
            {siteError}
          </p>
          <button type="button" className="button button--quiet" onClick={onSignOut}>
            Sign out
          </button>
        </section>
      </main>
    );
  }

  return (
    <div className={`workspace${preview ? ' is-preview' : ''}`}>
      <div className="workspace__top" ref={previewButtonArea} hidden={preview}>
        <TopBar
          siteTitle={site?.title ?? ''}
          accountName={account.displayName || account.email}
          draft={draft.state}
          publish={publishState}
          canPublish={currentPage !== null && draft.saver !== null}
          onRetrySave={() => draft.saver?.retry()}
          onPublish={() => void publish()}
          onPreview={() => setPreview(true)}
          onSettings={() => setSettingsOpen(true)}
          onForms={() => setFormsOpen(true)}
          onAnalytics={() => setAnalyticsOpen(true)}
          onCookies={() => setCookiesOpen(true)}
          onStore={() => setStoreOpen(true)}
          onSignOut={onSignOut}
        />
      </div>
      <div className="workspace__pages" hidden={preview}>
        <PagesPanel
          pages={pages}
          currentPageId={currentPage?.id ?? null}
          onOpen={(page) => setFrameUrl(page.path)}
          onPagesChange={setPages}
          refresh={async () => {
            await refreshPages();
            reloadFrame();
          }}
          onPageSaved={(before, after) => {
            void refreshPages().catch(() => {});
            if (before.id === currentPage?.id && before.path !== after.path) setFrameUrl(after.path);
            else reloadFrame();
          }}
          onPageDeleted={(page) => {
            setPages((list) => list.filter((p) => p.id !== page.id));
            void refreshPages().catch(() => {});
            if (page.id === currentPage?.id) setFrameUrl('/');
            else reloadFrame();
          }}
        />
      </div>
      <main className="stage" aria-label="Site preview">
        <SiteFrame ref={frame} frameUrl={frameUrl} onNavigate={setFrameUrl} />
      </main>
      <div className="workspace__blocks" hidden={preview}>
        <BlockPanel
          page={currentPage}
          draft={draft.state}
          loadError={draft.loadError}
          onEdit={onEdit}
          onRetryLoad={draft.reload}
        />
      </div>
      {preview ? (
        <button
          ref={exitPreview}
          type="button"
          className="button exit-preview"
          onClick={() => setPreview(false)}
        >
          Exit preview
        </button>
      ) : null}
      <Suspense fallback={null}>
        {formsOpen ? <FormsPanel onClose={() => setFormsOpen(false)} /> : null}
        {analyticsOpen ? <AnalyticsPanel onClose={() => setAnalyticsOpen(false)} /> : null}
        {storeOpen ? <StorePanel onClose={() => setStoreOpen(false)} /> : null}
        {cookiesOpen ? <CookiePanel onClose={() => setCookiesOpen(false)} onSaved={reloadFrame} /> : null}
      </Suspense>
      {settingsOpen && site ? (
        <SiteSettingsDialog
          site={site}
          onClose={() => setSettingsOpen(false)}
          onSaved={(saved) => {
            setSite(saved);
            setSettingsOpen(false);
            reloadFrame();
          }}
        />
      ) : null}
    </div>
  );
}
