import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError, describeError } from '../api/api-error';
import type { ConfigSite, HeaderFooter } from '../api/api-types';
import { fetchHeaderFooter, saveHeaderFooter, updateSite } from '../api/config.api';
import { ContributorsSection } from '../contributors/contributors-section';
import { LanguagesSection } from '../languages/languages-section';
import { SiteTextsSection } from '../languages/site-texts-section';
import { CheckboxField, FormError, TextAreaField, TextField } from '../shared/fields';
import { ModalDialog } from '../shared/modal-dialog';
import { queryKeys } from '../shared/queries';
import { DomainsSection } from './domains-section';

interface SiteSettingsDialogProps {
  site: ConfigSite;
  onClose(): void;
  onSaved(site: ConfigSite): void;
}

export function SiteSettingsDialog({ site, onClose, onSaved }: SiteSettingsDialogProps) {
  const [title, setTitle] = useState(site.title);
  const [developerMode, setDeveloperMode] = useState(site.developerMode);
  const [escapeLogin, setEscapeLogin] = useState(site.useEscapeKeyToLogin);
  const [memberAccounts, setMemberAccounts] = useState(site.memberAccounts);
  const client = useQueryClient();
  // Asked for each time the dialog opens and not kept after; the fields are filled from it once.
  const loaded = useQuery({ queryKey: queryKeys.headerFooter, queryFn: fetchHeaderFooter, gcTime: 0 });
  // The owner's header and footer once they changed a field; until then the loaded ones.
  const [edited, setChrome] = useState<HeaderFooter | null>(null);
  const chrome = edited ?? loaded.data ?? null;
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [saveError, setError] = useState<string | null>(null);
  const error = saveError ?? (loaded.error ? describeError(loaded.error) : null);
  const [busy, setBusy] = useState(false);

  const setHeader = (key: 'title' | 'tagline', value: string) => {
    if (chrome) setChrome({ ...chrome, header: { ...chrome.header, [key]: value } });
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) {
      setFieldErrors({ title: 'Enter a site title.' });
      return;
    }
    setBusy(true);
    setError(null);
    setFieldErrors({});
    try {
      const saved = await updateSite({
        title: title.trim(),
        developerMode,
        useEscapeKeyToLogin: escapeLogin,
        memberAccounts,
      });
      if (chrome) client.setQueryData(queryKeys.headerFooter, await saveHeaderFooter(chrome));
      onSaved(saved);
    } catch (e) {
      if (e instanceof ApiError) setFieldErrors(e.fieldErrors);
      setError(describeError(e));
      setBusy(false);
    }
  }

  return (
    <ModalDialog title="Site settings" onClose={onClose} className="modal--wide">
      <form className="stack" onSubmit={save} aria-label="Site settings">
        <TextField
          label="Site title"
          value={title}
          error={fieldErrors.title}
          onChange={(e) => setTitle(e.target.value)}
        />
        <fieldset className="fieldset" disabled={!chrome}>
          <legend className="field__label">Header and footer</legend>
          <TextField
            label="Header title"
            value={chrome?.header.title ?? ''}
            onChange={(e) => setHeader('title', e.target.value)}
          />
          <TextField
            label="Tagline"
            value={chrome?.header.tagline ?? ''}
            onChange={(e) => setHeader('tagline', e.target.value)}
          />
          <TextAreaField
            label="Footer text"
            rows={3}
            value={chrome?.footer.text ?? ''}
            onChange={(e) => {
              if (chrome) setChrome({ ...chrome, footer: { ...chrome.footer, text: e.target.value } });
            }}
          />
        </fieldset>
        <SiteTextsSection siteTitle={title} chrome={chrome} />
        <LanguagesSection />
        <fieldset className="fieldset">
          <legend className="field__label">Visitor accounts</legend>
          <CheckboxField
            label="Let visitors create an account"
            hint="Visitors sign up and sign in at /account, and your header links to it. Members see the pages you put in member areas (Members, in the top bar's More menu)."
            checked={memberAccounts}
            onChange={(e) => setMemberAccounts(e.target.checked)}
          />
        </fieldset>
        <DomainsSection />
        <ContributorsSection />
        <fieldset className="fieldset">
          <legend className="field__label">Advanced</legend>
          <CheckboxField
            label="Developer mode"
            hint="For sites whose templates are edited as code. Signed-in owners are no longer sent to the editor."
            checked={developerMode}
            onChange={(e) => setDeveloperMode(e.target.checked)}
          />
          <CheckboxField
            label="Use Escape key to log in"
            hint="Visitors who press Escape on your site are offered the sign-in page."
            checked={escapeLogin}
            onChange={(e) => setEscapeLogin(e.target.checked)}
          />
        </fieldset>
        <FormError message={error} />
        <div className="button-row button-row--end">
          <button type="button" className="button button--quiet" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            Save settings
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
