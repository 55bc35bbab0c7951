import type { PageDocument, PageSeo, SiteSeo } from '@atelier/domain';
import { SEO_LIMITS } from '@atelier/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError, describeError } from '../api/api-error';
import { fetchSiteSeo, saveSiteSeo } from '../api/seo.api';
import { CheckboxField, FormError, TextAreaField, TextField } from '../shared/fields';
import { ModalDialog } from '../shared/modal-dialog';
import { queryKeys } from '../shared/queries';

interface SeoDialogProps {
  page: { title: string; path: string } | null;
  document: PageDocument | null;
  /** Page settings are part of the page's draft: saved and undone like any edit, live once published. */
  onEditPage(edit: (document: PageDocument) => PageDocument): void;
  onClose(): void;
}

const withSeo =
  (seo: PageSeo) =>
  (document: PageDocument): PageDocument => ({ ...document, seo });

/** Search and sharing: the page in view, and the site's defaults. */
export function SeoDialog({ page, document, onEditPage, onClose }: SeoDialogProps) {
  const seo = document?.seo ?? {};
  const client = useQueryClient();
  // Asked for each time the dialog opens and not kept after; the form is filled from it once.
  const loaded = useQuery({ queryKey: queryKeys.siteSeo, queryFn: fetchSiteSeo, gcTime: 0 });
  const saving = useMutation({
    mutationFn: saveSiteSeo,
    onSuccess: (answer: SiteSeo) => client.setQueryData(queryKeys.siteSeo, answer),
  });
  // The owner's defaults once they changed one; until then the loaded ones.
  const [edited, setSite] = useState<SiteSeo | null>(null);
  const site = edited ?? loaded.data ?? null;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [actionError, setError] = useState<string | null>(null);
  const error = actionError ?? (loaded.error && !loaded.data ? describeError(loaded.error) : null);
  const [saved, setSaved] = useState(false);

  const setPage = (patch: Partial<PageSeo>) => onEditPage(withSeo({ ...seo, ...patch }));
  const canonicalProblem =
    seo.canonical && !/^https?:\/\/[^\s/?#]+\S*$/i.test(seo.canonical)
      ? 'Enter a full address starting with https://.'
      : null;

  async function saveSite(event: FormEvent) {
    event.preventDefault();
    if (!site) return;
    setErrors({});
    setError(null);
    setSaved(false);
    try {
      setSite(await saving.mutateAsync(site));
      setSaved(true);
    } catch (e) {
      if (e instanceof ApiError) setErrors(e.fieldErrors);
      setError(describeError(e));
    }
  }

  return (
    <ModalDialog title="Search and sharing" onClose={onClose} className="modal--wide">
      {page && document ? (
        <section className="stack stack--tight" aria-label="This page">
          <h3>
            This page: {page.title} <span className="review__path">{page.path}</span>
          </h3>
          <TextField
            label="Title in search results"
            hint={`Empty: the page title. At most ${SEO_LIMITS.title} characters.`}
            maxLength={SEO_LIMITS.title}
            value={seo.title ?? ''}
            onChange={(e) => setPage({ title: e.target.value })}
          />
          <TextAreaField
            label="Description"
            hint="One or two sentences that search results show under the title."
            maxLength={SEO_LIMITS.description}
            value={seo.description ?? ''}
            onChange={(e) => setPage({ description: e.target.value })}
          />
          <TextField
            label="Social sharing image"
            hint="An image address (/… or https://…); empty: the site's default."
            value={seo.socialImage ?? ''}
            onChange={(e) => setPage({ socialImage: e.target.value.trim() })}
          />
          <TextField
            label="Canonical address"
            hint="Only when this content's main copy lives at another address."
            error={canonicalProblem}
            value={seo.canonical ?? ''}
            onChange={(e) => setPage({ canonical: e.target.value.trim() })}
          />
          <CheckboxField
            label="Hide this page from search engines (noindex)"
            checked={seo.noindex === true}
            onChange={(e) => setPage({ noindex: e.target.checked })}
          />
          <p className="field__hint">Page settings are saved with the page and go live when you publish.</p>
        </section>
      ) : null}
      <form className="stack stack--tight" aria-label="Site defaults" onSubmit={saveSite}>
        <h3>Site defaults</h3>
        {site ? (
          <>
            <TextAreaField
              label="Default description"
              error={errors.description}
              maxLength={SEO_LIMITS.description}
              value={site.description ?? ''}
              onChange={(e) => setSite({ ...site, description: e.target.value })}
            />
            <TextField
              label="Default social image"
              error={errors.socialImage}
              value={site.socialImage ?? ''}
              onChange={(e) => setSite({ ...site, socialImage: e.target.value })}
            />
            <TextField
              label="Organisation name"
              error={errors.organizationName}
              value={site.organizationName ?? ''}
              onChange={(e) => setSite({ ...site, organizationName: e.target.value })}
            />
            <TextField
              label="Twitter handle"
              hint="Such as @yourstudio."
              error={errors.twitterHandle}
              value={site.twitterHandle ?? ''}
              onChange={(e) => setSite({ ...site, twitterHandle: e.target.value })}
            />
            <div className="button-row button-row--end">
              {saved ? <span role="status">Saved</span> : null}
              <button type="submit" className="button button--primary">
                Save site defaults
              </button>
            </div>
          </>
        ) : null}
        <FormError message={error} />
      </form>
    </ModalDialog>
  );
}
