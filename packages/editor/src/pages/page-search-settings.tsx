import { type LanguageTexts, type PageDocument, type PageSeo, SEO_LIMITS } from '@atelier/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../api/api-error';
import type { Draft, Revision } from '../api/api-types';
import { fetchDraft, saveDraft } from '../api/config.api';
import { useWorkspaceActions } from '../editor/workspace-actions';
import { useEditLanguage } from '../languages/edit-language';
import { documentTexts, withDocumentTexts } from '../languages/translation-edit';
import type { MediaItem } from '../media/media.api';
import { MediaPicker } from '../media/media-picker';
import { TextAreaField, TextField } from '../shared/fields';
import { queryKeys } from '../shared/queries';

/** The page's search and sharing fields the page settings hold, as typed. */
export interface PageSearchFields {
  title: string;
  description: string;
  socialImage: string;
}

const KEYS = ['title', 'description', 'socialImage'] as const;

export const searchFieldsOf = (seo: PageSeo | undefined): PageSearchFields => ({
  title: seo?.title ?? '',
  description: seo?.description ?? '',
  socialImage: seo?.socialImage ?? '',
});

/**
 * The document with these fields in its `seo`, trimmed; an empty field is left out, so the page
 * falls back to its title and the site's defaults. The rest of `seo` (canonical, noindex) stays.
 */
export function withSearchFields(document: PageDocument, fields: PageSearchFields): PageDocument {
  const seo: PageSeo = { ...document.seo };
  for (const key of KEYS) {
    const value = fields[key].trim();
    if (value) seo[key] = value;
    else delete seo[key];
  }
  return { ...document, seo };
}

/** The address a page's sharing image takes from a library image: a JPEG every network reads. */
export const socialImageFromMedia = (item: MediaItem): string =>
  item.url.endsWith('/') ? `${item.url}1500.jpeg` : item.url;

/**
 * A page's search fields, and its texts in the language being edited (title, address, search
 * fields): read from the draft of the page in the frame (and saved through its saver, so they undo
 * like any edit), or from the page's own draft when it is another page. Both go in one save.
 */
export function usePageSearch(pageId: string) {
  const workspace = useWorkspaceActions();
  const language = useEditLanguage();
  // The owner's changes to the edited language's texts, by key ('' removes a translation).
  const [textChanges, setTextChanges] = useState<Record<string, string>>({});
  const current = workspace?.currentDraft?.pageId === pageId ? workspace.currentDraft : null;
  const [initial, setInitial] = useState<PageSearchFields | null>(() =>
    current ? searchFieldsOf(current.document.seo) : null,
  );
  const [fields, setFields] = useState<PageSearchFields | null>(initial);
  const [stored, setStored] = useState<{ document: PageDocument; revision: Revision } | null>(null);
  const inFrame = current !== null;
  // Another page's draft is asked for each time the dialog opens for it, and not kept after.
  const loaded = useQuery({
    queryKey: queryKeys.pageDraft(pageId),
    queryFn: () => fetchDraft(pageId),
    enabled: !inFrame,
    gcTime: 0,
  });
  const client = useQueryClient();
  // The other page's draft with these fields saved: its next save sends the new revision.
  const saving = useMutation({
    mutationFn: (draft: Draft) => saveDraft(draft.pageId, draft.document, draft.revision),
    onSuccess: (revision, { pageId: id, document }) =>
      client.setQueryData<Draft>(queryKeys.pageDraft(id), { pageId: id, document, revision }),
  });
  const error = loaded.error && !loaded.data ? describeError(loaded.error) : null;
  // The fields are filled from the draft once; a later answer leaves the owner's typing alone.
  if (!inFrame && loaded.data && stored === null) {
    const read = searchFieldsOf(loaded.data.document.seo);
    setStored(loaded.data);
    setInitial(read);
    setFields(read);
  }

  const base = current?.document ?? stored?.document ?? null;
  const savedTexts: LanguageTexts = base && language.translating ? documentTexts(base, language.tag) : {};
  const texts: LanguageTexts = { ...savedTexts };
  for (const [key, text] of Object.entries(textChanges)) {
    if (text.trim()) texts[key] = { text };
    else delete texts[key];
  }
  const textsDirty = Object.keys(textChanges).length > 0;
  const dirty =
    textsDirty || (fields !== null && initial !== null && KEYS.some((key) => fields[key] !== initial[key]));
  const apply = (d: PageDocument) => {
    const searched = fields ? withSearchFields(d, fields) : d;
    return textsDirty ? withDocumentTexts(searched, language.tag, textChanges) : searched;
  };

  /** Saves changed fields; throws what the server said when the draft moved on meanwhile. */
  async function save(): Promise<void> {
    if (!dirty || !fields) return;
    if (current) current.edit(apply);
    else if (stored) {
      const next = apply(stored.document);
      const revision = await saving.mutateAsync({ pageId, document: next, revision: stored.revision });
      setStored({ document: next, revision });
    }
    setInitial(fields);
    setTextChanges({});
  }

  /** The edited language's texts as saved and as typed; a change of one of them. */
  const translation = language.translating
    ? {
        texts,
        setText: (key: string, text: string) => setTextChanges((changes) => ({ ...changes, [key]: text })),
      }
    : null;

  return { fields, setFields, dirty, error, save, translation };
}

interface PageSearchSettingsProps {
  /** The page's title as typed in the dialog: what search results show when the field is empty. */
  pageTitle: string;
  fields: PageSearchFields | null;
  error: string | null;
  onChange(fields: PageSearchFields): void;
}

/** The page's part of search and sharing: its title in results, description and sharing image. */
export function PageSearchSettings({ pageTitle, fields, error, onChange }: PageSearchSettingsProps) {
  const set = (change: Partial<PageSearchFields>) => fields && onChange({ ...fields, ...change });
  return (
    <fieldset className="fieldset stack stack--tight" data-testid="page-search-settings">
      <legend className="field__label">Search and sharing</legend>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {fields === null && !error ? <p className="field__hint">Loading…</p> : null}
      {fields ? (
        <>
          <TextField
            label="Title in search results"
            hint={`Empty: the page title (${pageTitle.trim() || '…'}). At most ${SEO_LIMITS.title} characters.`}
            maxLength={SEO_LIMITS.title}
            value={fields.title}
            onChange={(e) => set({ title: e.target.value })}
          />
          <TextAreaField
            label="Description"
            hint="One or two sentences that search results show under the title. Empty: the site's default."
            maxLength={SEO_LIMITS.description}
            value={fields.description}
            onChange={(e) => set({ description: e.target.value })}
          />
          <div className="stack stack--tight">
            <TextField
              label="Social sharing image"
              hint="Shown when the page is shared: an image from the library, or an address (/… or https://…). Empty: the site's default."
              maxLength={SEO_LIMITS.address}
              value={fields.socialImage}
              onChange={(e) => set({ socialImage: e.target.value })}
            />
            <div className="button-row">
              {/* A preview of the site's own images only: another site's would be a request to it. */}
              {fields.socialImage.startsWith('/') ? (
                <img className="page-search__image" src={fields.socialImage} alt="" />
              ) : null}
              <MediaPicker
                className="button button--small"
                label={fields.socialImage ? 'Choose another image' : 'Choose an image'}
                onPick={(item) => set({ socialImage: socialImageFromMedia(item) })}
              />
              {fields.socialImage ? (
                <button
                  type="button"
                  className="button button--small button--quiet"
                  onClick={() => set({ socialImage: '' })}
                >
                  Remove image
                </button>
              ) : null}
            </div>
          </div>
          <p className="field__hint">
            Saved with the page's draft; visitors and search engines see it once you publish.
          </p>
        </>
      ) : null}
    </fieldset>
  );
}
