import { PAGE_TEXT_KEYS, type PageDocument, type StoreSelection } from '@atelier/domain';
import { type FormEvent, useState } from 'react';
import { ApiError, describeError } from '../api/api-error';
import type { Navigation, PageSummary } from '../api/api-types';
import { deletePage, fetchDraft, type PageChanges, updatePage } from '../api/config.api';
import { PageTranslations, translatedSlugError } from '../languages/page-translations';
import { CheckboxField, FormError, SelectField, TextField } from '../shared/fields';
import { ModalDialog } from '../shared/modal-dialog';
import { pageSlugError } from '../shared/slug';
import { MemberAreaField } from './member-area-field';
import { isStorePage, storeSelectionErrors, storeSelectionOf } from './page-kinds';
import { PageSearchSettings, usePageSearch } from './page-search-settings';
import { StorePageSettings } from './store-page-settings';

/** Page type "not found" (spec 001 §2): the owner's own 404 page. */
const NOT_FOUND_PAGE_TYPE = 100;

interface PageSettingsDialogProps {
  page: PageSummary;
  onClose(): void;
  onSaved(page: PageSummary): void;
  /** With the page's last draft, so the delete can be undone. */
  onDeleted(page: PageSummary, document: PageDocument | null): void;
}

/**
 * Title, address, navigation and lock of one page, and deleting it (after a second, explicit step).
 * A store page has no lock and cannot be the 404 page; it chooses which products it shows instead.
 */
export function PageSettingsDialog({ page, onClose, onSaved, onDeleted }: PageSettingsDialogProps) {
  const store = isStorePage(page);
  const [selection, setSelection] = useState<StoreSelection>(() => storeSelectionOf(page));
  const [title, setTitle] = useState(page.title);
  const [slug, setSlug] = useState(page.slug);
  const [navigation, setNavigation] = useState<Navigation>(page.navigation);
  const [password, setPassword] = useState('');
  const [removeLock, setRemoveLock] = useState(false);
  const [notFoundPage, setNotFoundPage] = useState(page.pageType === NOT_FOUND_PAGE_TYPE);
  const [memberAreaId, setMemberAreaId] = useState<string | null>(page.memberAreaId);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const search = usePageSearch(page.id);

  function changes(): PageChanges & { store?: StoreSelection } {
    const out: PageChanges & { store?: StoreSelection } = {};
    if (store && JSON.stringify(selection) !== JSON.stringify(storeSelectionOf(page))) out.store = selection;
    if (title.trim() !== page.title) out.title = title.trim();
    if (slug !== page.slug) out.slug = slug;
    if (navigation !== page.navigation) out.navigation = navigation;
    if (notFoundPage !== (page.pageType === NOT_FOUND_PAGE_TYPE)) out.notFoundPage = notFoundPage;
    if (memberAreaId !== page.memberAreaId) out.memberAreaId = memberAreaId;
    if (password) out.password = password;
    else if (removeLock) out.password = null;
    return out;
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const errors: Record<string, string> = {};
    if (!title.trim()) errors.title = 'Enter a page title.';
    const slugError = slug !== page.slug ? pageSlugError(slug) : null;
    if (slugError) errors.slug = slugError;
    if (store) Object.assign(errors, storeSelectionErrors(selection));
    const translatedSlug = translatedSlugError(search.translation?.texts[PAGE_TEXT_KEYS.slug]?.text);
    if (translatedSlug) errors.translatedSlug = translatedSlug;
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const diff = changes();
    if (Object.keys(diff).length === 0 && !search.dirty) return onClose();
    setBusy(true);
    setError(null);
    try {
      // The search fields are part of the page's draft; the rest are the page's own settings.
      await search.save();
      onSaved(Object.keys(diff).length > 0 ? await updatePage(page.id, diff) : page);
    } catch (e) {
      if (e instanceof ApiError) setFieldErrors(e.fieldErrors);
      setError(describeError(e));
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    setError(null);
    try {
      const draft = await fetchDraft(page.id).catch(() => null);
      await deletePage(page.id);
      onDeleted(page, draft?.document ?? null);
    } catch (e) {
      setError(describeError(e));
      setBusy(false);
    }
  }

  if (confirmingDelete) {
    return (
      <ModalDialog title={`Delete “${page.title}”?`} onClose={onClose}>
        <p>
          The page and its content will be removed from your site. Undo brings it back during this session.
        </p>
        <FormError message={error} />
        <div className="button-row button-row--end">
          <button type="button" className="button button--quiet" onClick={() => setConfirmingDelete(false)}>
            Keep page
          </button>
          <button type="button" className="button button--danger" disabled={busy} onClick={remove}>
            Delete permanently
          </button>
        </div>
      </ModalDialog>
    );
  }

  return (
    <ModalDialog title="Page settings" onClose={onClose}>
      <form className="stack" onSubmit={save} aria-label={`Settings for ${page.title}`}>
        <TextField
          label="Page title"
          value={title}
          error={fieldErrors.title}
          onChange={(e) => setTitle(e.target.value)}
        />
        <TextField
          label="Page address"
          value={slug}
          spellCheck={false}
          autoCapitalize="none"
          error={fieldErrors.slug}
          hint={`Visitors find this page at /${slug || '…'}. Lowercase letters, digits and hyphens.`}
          onChange={(e) => setSlug(e.target.value)}
        />
        <SelectField
          label="Navigation"
          value={navigation}
          error={fieldErrors.navigation}
          onChange={(e) => setNavigation(e.target.value as Navigation)}
        >
          <option value="main">Main navigation</option>
          <option value="_hidden">Not linked</option>
          {page.navigation === '_memberareas' ? <option value="_memberareas">Member areas</option> : null}
        </SelectField>
        {store ? <StorePageSettings value={selection} onChange={setSelection} errors={fieldErrors} /> : null}
        {search.translation ? (
          <PageTranslations
            title={title}
            slug={slug}
            seoTitle={search.fields?.title ?? ''}
            seoDescription={search.fields?.description ?? ''}
            texts={search.fields ? search.translation.texts : null}
            setText={search.translation.setText}
            slugError={fieldErrors.translatedSlug}
          />
        ) : null}
        <PageSearchSettings
          pageTitle={title}
          fields={search.fields}
          error={search.error}
          onChange={search.setFields}
        />
        {page.slug === 'home' || store ? null : (
          <CheckboxField
            label="Show this page when an address is not found (404)"
            hint="Visitors who follow a broken link see this page instead of the standard message. It stays out of the menu."
            checked={notFoundPage}
            onChange={(e) => setNotFoundPage(e.target.checked)}
          />
        )}
        {store || page.slug === 'home' || notFoundPage ? null : (
          <MemberAreaField value={memberAreaId} error={fieldErrors.memberAreaId} onChange={setMemberAreaId} />
        )}
        {store ? null : (
          <fieldset className="fieldset">
            <legend className="field__label">Password lock</legend>
            <p className="field__hint">
              {page.hasPassword && !removeLock
                ? 'This page is locked: visitors need the password to see it.'
                : 'Anyone can see this page.'}
            </p>
            <TextField
              label={page.hasPassword ? 'New page password' : 'Page password'}
              type="password"
              autoComplete="new-password"
              value={password}
              error={fieldErrors.password}
              hint={
                page.hasPassword ? 'Leave empty to keep the current password.' : 'Set one to lock the page.'
              }
              onChange={(e) => {
                setPassword(e.target.value);
                if (e.target.value) setRemoveLock(false);
              }}
            />
            {page.hasPassword ? (
              <CheckboxField
                label="Remove the password lock"
                checked={removeLock}
                onChange={(e) => {
                  setRemoveLock(e.target.checked);
                  if (e.target.checked) setPassword('');
                }}
              />
            ) : null}
          </fieldset>
        )}
        <FormError message={error} />
        <div className="button-row button-row--spread">
          <button
            type="button"
            className="button button--danger-quiet"
            onClick={() => setConfirmingDelete(true)}
          >
            Delete page
          </button>
          <div className="button-row">
            <button type="button" className="button button--quiet" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className="button button--primary" disabled={busy}>
              Save page settings
            </button>
          </div>
        </div>
      </form>
    </ModalDialog>
  );
}
