import { can } from '@atelier/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type SetStateAction, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { describeError, isApiError } from '../api/api-error';
import type { Account, ConfigSite, PageSummary } from '../api/api-types';
import { fetchSite, listPages } from '../api/config.api';
import { BlockPanel } from '../blocks/block-panel';
import { DesignPanel } from '../design/design-panel';
import type { PreviewDevice } from '../frame/device-preview';
import { DeviceStage } from '../frame/device-stage';
import { SiteFrame, type SiteFrameHandle } from '../frame/site-frame';
import { EditLanguageContext } from '../languages/edit-language';
import { usePageInView } from '../languages/use-page-in-view';
import { useTranslatedStatus } from '../languages/use-translated-status';
import { useDropToUpload } from '../media/use-drop-to-upload';
import { NavigationDialog } from '../pages/navigation-dialog';
import { PagesPanel } from '../pages/pages-panel';
import { HistoryDialog } from '../publishing/history-dialog';
import { PublishDialog } from '../publishing/publish-dialog';
import { SeoDialog } from '../seo/seo-dialog';
import { queryKeys } from '../shared/queries';
import { SitePagesContext } from '../shared/site-pages';
import { SheetBar } from './sheet-bar';
import { SiteSettingsDialog } from './site-settings-dialog';
import { TopBar } from './top-bar';
import { useDraft } from './use-draft';
import { useFrameSelection } from './use-frame-selection';
import { usePageEdits } from './use-page-edits';
import { usePreviewMode } from './use-preview-mode';
import { usePublish } from './use-publish';
import { type WorkspaceActions, WorkspaceActionsContext } from './workspace-actions';
import { WorkspaceClosed } from './workspace-closed';
import {
  AnalyticsPanel,
  CookiePanel,
  DonationsPanel,
  FormsPanel,
  MediaLibrary,
  MembersPanel,
  OverlaysPanel,
  StorePanel,
} from './workspace-panels';

const NO_PAGES: PageSummary[] = [];
type MorePanel = 'forms' | 'analytics' | 'cookies' | 'overlays' | 'store' | 'members' | 'donations';
const NO_PERMISSIONS: readonly string[] = [];

interface EditorWorkspaceProps {
  account: Account;
  onSignOut(): void;
}

/** Pages on the left, the site in the middle, the blocks of the page in view on the right. */
export function EditorWorkspace({ account, onSignOut }: EditorWorkspaceProps) {
  const client = useQueryClient();
  const siteQuery = useQuery({ queryKey: queryKeys.site, queryFn: fetchSite });
  const pagesQuery = useQuery({ queryKey: queryKeys.pages, queryFn: listPages });
  // The workspace opens with both answers at once: pages never show before the role that may edit them.
  const opened = siteQuery.data !== undefined && pagesQuery.data !== undefined;
  const site = opened ? siteQuery.data.site : null;
  const permissions = (opened && siteQuery.data.permissions) || NO_PERMISSIONS;
  const role = opened && typeof siteQuery.data.role === 'number' ? siteQuery.data.role : null;
  const pages = opened ? pagesQuery.data : NO_PAGES;
  // Only the opening load closes the workspace; a later refresh that fails leaves the list as it was.
  const loadFailed = opened ? null : (siteQuery.error ?? pagesQuery.error);
  const siteError = !loadFailed
    ? null
    : isApiError(loadFailed) && loadFailed.authorizationFail
      ? 'Your account is not allowed to edit this site. Ask its owner to invite you as an editor.'
      : describeError(loadFailed);
  // At phone width the pages and blocks panels are sheets over the site, one at a time.
  const [sheet, setSheet] = useState<'pages' | 'blocks' | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // The panels of the top bar's More menu are dialogs: one at most is open.
  const [panel, setPanel] = useState<MorePanel | null>(null);
  const closePanel = () => setPanel(null);
  const [media, setMedia] = useState<{ files?: File[] } | null>(null);
  useDropToUpload((files) => setMedia({ files }), media === null);
  const [publishOpen, setPublishOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [seoOpen, setSeoOpen] = useState(false);
  const [designOpen, setDesignOpen] = useState(false);
  // Until the owner picks a device, the frame fills the space the editor has, unscaled.
  const [device, setDevice] = useState<PreviewDevice | null>(null);
  const frame = useRef<SiteFrameHandle>(null);
  const exitPreview = useRef<HTMLButtonElement>(null);
  const previewButtonArea = useRef<HTMLDivElement>(null);
  const { preview, setPreview } = usePreviewMode();

  // The list of pages is the query's: a change the server confirmed goes into the cache, and a
  // refresh asks again (and fails, for the caller to say so, when the server cannot answer).
  const setPages = useCallback(
    (change: SetStateAction<PageSummary[]>) =>
      client.setQueryData<PageSummary[]>(queryKeys.pages, (list) =>
        typeof change === 'function' ? change(list ?? []) : change,
      ),
    [client],
  );
  const refreshPages = useCallback(async () => {
    await client.fetchQuery({ queryKey: queryKeys.pages, queryFn: listPages, staleTime: 0 });
  }, [client]);
  const setSite = (saved: ConfigSite) =>
    client.setQueryData<Awaited<ReturnType<typeof fetchSite>>>(queryKeys.site, (answer) =>
      answer ? { ...answer, site: saved } : answer,
    );
  const reloadFrame = useCallback(() => frame.current?.reload(), []);

  const pageChoices = useMemo(() => pages.map((p) => ({ title: p.title, path: p.path })), [pages]);
  const { frameUrl, setFrameUrl, editLanguage, currentPage, showPage, rememberAddresses } =
    usePageInView(pages);
  const translated = useTranslatedStatus(currentPage?.id ?? null);
  const draft = useDraft(currentPage?.id ?? null, () => {
    reloadFrame();
    void refreshPages().catch(() => {});
  });
  const {
    state: publishState,
    flush,
    publishWholeSite,
    publishThisPage,
    draftsChanged,
  } = usePublish(currentPage?.id ?? null, draft.saver, () => {
    reloadFrame();
    void refreshPages().catch(() => {});
  });

  // The dialog runs its review after a flush once per opening, not on every render.
  const flushLatest = useRef(flush);
  flushLatest.current = flush;
  const flushRef = useCallback(() => flushLatest.current(), []);

  const { undo, undoError, onEdit, recordPageDelete } = usePageEdits({
    saver: draft.saver,
    pages,
    setPages,
    refreshPages,
    setFrameUrl,
  });
  const readOnly = site !== null && !can(role, 'pages');
  const selection = useFrameSelection(
    currentPage?.id ?? null,
    draft.state?.document ?? null,
    onEdit,
    readOnly,
    reloadFrame,
  );

  const draftDocument = draft.state?.document ?? null;
  rememberAddresses(draftDocument);
  const workspaceActions = useMemo<WorkspaceActions>(
    () => ({
      openStore: () => setPanel('store'),
      openMembers: can(role, 'members') ? () => setPanel('members') : undefined,
      codeAllowed: can(role, 'code'),
      currentDraft:
        currentPage && draftDocument
          ? { pageId: currentPage.id, document: draftDocument, edit: onEdit }
          : null,
    }),
    [currentPage, onEdit, draftDocument, role],
  );

  // Keyboard users land on the way back out; when Escape came from inside the frame, focus stays there.
  useEffect(() => {
    if (preview && document.activeElement?.tagName !== 'IFRAME') exitPreview.current?.focus();
    if (!preview && document.activeElement === document.body) {
      previewButtonArea.current?.querySelector<HTMLButtonElement>('button')?.focus();
    }
  }, [preview]);

  if (siteError) return <WorkspaceClosed reason={siteError} onSignOut={onSignOut} />;

  return (
    <SitePagesContext.Provider value={pageChoices}>
      <EditLanguageContext.Provider value={editLanguage}>
        <WorkspaceActionsContext.Provider value={workspaceActions}>
          <div className={`workspace${preview ? ' is-preview' : ''}${sheet ? ` has-sheet-${sheet}` : ''}`}>
            <div className="workspace__top" ref={previewButtonArea} hidden={preview}>
              <TopBar
                siteTitle={site?.title ?? ''}
                accountName={account.displayName || account.email}
                draft={draft.state}
                publish={publishState}
                canPublish={site !== null && can(role, 'publish')}
                readOnly={readOnly}
                onRetrySave={() => draft.saver?.retry()}
                onPublish={() => setPublishOpen(true)}
                onHistory={() => setHistoryOpen(true)}
                onSeo={() => setSeoOpen(true)}
                undo={undo.state}
                undoError={undoError}
                onUndo={undo.undo}
                onRedo={undo.redo}
                onPreview={() => setPreview(true)}
                onSettings={() => setSettingsOpen(true)}
                onForms={() => setPanel('forms')}
                onAnalytics={() => setPanel('analytics')}
                onCookies={() => setPanel('cookies')}
                onOverlays={() => setPanel('overlays')}
                onMedia={() => setMedia({})}
                onStore={() => setPanel('store')}
                onMembers={can(role, 'members') ? () => setPanel('members') : undefined}
                onDonations={can(role, 'donations') ? () => setPanel('donations') : undefined}
                onSignOut={onSignOut}
                designOpen={designOpen}
                onDesign={() => {
                  // At phone width the Design panel is the blocks sheet: it opens with it.
                  if (!designOpen) setSheet('blocks');
                  setDesignOpen(!designOpen);
                }}
                device={device}
                onDevice={setDevice}
              />
            </div>
            <div id="workspace-pages" className="workspace__pages" hidden={preview}>
              <PagesPanel
                pages={pages}
                currentPageId={currentPage?.id ?? null}
                readOnly={readOnly}
                onMenu={() => setMenuOpen(true)}
                onOpen={(page) => {
                  showPage(page.path);
                  setSheet(null);
                }}
                onPagesChange={setPages}
                refresh={async () => {
                  await refreshPages();
                  reloadFrame();
                }}
                onPageSaved={(before, after) => {
                  void refreshPages().catch(() => {});
                  if (before.id === currentPage?.id && before.path !== after.path) showPage(after.path);
                  else reloadFrame();
                }}
                onPageDeleted={(page, document) => {
                  recordPageDelete(page, document);
                  setPages((list) => list.filter((p) => p.id !== page.id));
                  void refreshPages().catch(() => {});
                  if (page.id === currentPage?.id) setFrameUrl('/');
                  else reloadFrame();
                }}
              />
            </div>
            <main className="stage" aria-label="Site preview">
              <DeviceStage device={preview ? null : device}>
                <SiteFrame
                  ref={frame}
                  frameUrl={frameUrl}
                  onNavigate={setFrameUrl}
                  selection={selection.frameSelection}
                  onFrameEdit={(edit) => {
                    if (edit.kind === 'select' || edit.kind === 'move-keys') {
                      setSheet('blocks');
                      setDesignOpen(false);
                    }
                    selection.onFrameEdit(edit);
                  }}
                />
              </DeviceStage>
            </main>
            <div id="workspace-blocks" className="workspace__blocks" hidden={preview}>
              {designOpen ? (
                <DesignPanel
                  onClose={() => setDesignOpen(false)}
                  onRecord={(entry) => undo.history.push(entry)}
                />
              ) : (
                <BlockPanel
                  page={currentPage}
                  draft={draft.state}
                  loadError={draft.loadError}
                  selected={selection.selected}
                  onSelect={selection.select}
                  notice={selection.notice}
                  readOnly={readOnly}
                  onEdit={onEdit}
                  onRetryLoad={draft.reload}
                  onFlush={async () => {
                    await draft.saver?.flush();
                  }}
                  onTranslated={(filled) => {
                    translated.remember(filled);
                    draftsChanged();
                    draft.reload();
                    reloadFrame();
                    void refreshPages().catch(() => {});
                  }}
                  translatedStatus={translated.text}
                />
              )}
            </div>
            <SheetBar hidden={preview} sheet={sheet} onSheet={setSheet} />
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
              {panel === 'forms' ? <FormsPanel permissions={permissions} onClose={closePanel} /> : null}
              {panel === 'analytics' ? <AnalyticsPanel onClose={closePanel} /> : null}
              {panel === 'cookies' ? (
                <CookiePanel permissions={permissions} onClose={closePanel} onSaved={reloadFrame} />
              ) : null}
              {panel === 'overlays' ? (
                <OverlaysPanel permissions={permissions} onClose={closePanel} onSaved={reloadFrame} />
              ) : null}
              {panel === 'store' ? <StorePanel permissions={permissions} onClose={closePanel} /> : null}
              {panel === 'members' ? <MembersPanel permissions={permissions} onClose={closePanel} /> : null}
              {panel === 'donations' ? (
                <DonationsPanel permissions={permissions} onClose={closePanel} />
              ) : null}
              {media ? (
                <MediaLibrary
                  initialFiles={media.files}
                  onClose={() => {
                    setMedia(null);
                    reloadFrame();
                  }}
                />
              ) : null}
            </Suspense>
            {publishOpen ? (
              <PublishDialog
                flush={flushRef}
                currentPage={currentPage}
                onPublishSite={async () => {
                  await publishWholeSite();
                  setPublishOpen(false);
                }}
                onPublishPage={async () => {
                  await publishThisPage();
                  setPublishOpen(false);
                }}
                onClose={() => setPublishOpen(false)}
              />
            ) : null}
            {seoOpen ? (
              <SeoDialog
                page={currentPage}
                document={draft.state?.document ?? null}
                onEditPage={onEdit}
                onClose={() => setSeoOpen(false)}
              />
            ) : null}
            {menuOpen ? (
              <NavigationDialog
                onClose={() => setMenuOpen(false)}
                onChanged={() => {
                  reloadFrame();
                  void refreshPages().catch(() => {});
                }}
              />
            ) : null}
            {historyOpen ? (
              <HistoryDialog
                onClose={() => setHistoryOpen(false)}
                onRestored={() => {
                  draft.reload();
                  reloadFrame();
                  void refreshPages().catch(() => {});
                }}
              />
            ) : null}
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
        </WorkspaceActionsContext.Provider>
      </EditLanguageContext.Provider>
    </SitePagesContext.Provider>
  );
}
