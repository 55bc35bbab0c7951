import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError, describeError } from '../api/api-error';
import type { PlatformSite, Template } from '../api/api-types';
import { createSite } from '../api/platform.api';
import { FormError, TextField } from '../shared/fields';
import { queryKeys } from '../shared/queries';
import { identifierError, suggestIdentifier } from '../shared/slug';
import { TemplatePicker } from './template-picker';

interface CreateSiteFormProps {
  templates: Template[];
  onCreated(site: PlatformSite): void;
}

export function CreateSiteForm({ templates, onCreated }: CreateSiteFormProps) {
  const [title, setTitle] = useState('');
  const [identifier, setIdentifier] = useState('');
  // Until the owner types an address of their own, it follows the title.
  const [identifierEdited, setIdentifierEdited] = useState(false);
  // The first template until the owner picks one.
  const [picked, setTemplateId] = useState('');
  const templateId = picked || (templates[0]?.id ?? '');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const client = useQueryClient();
  // The new site heads the list of sites at once.
  const creating = useMutation({
    mutationFn: createSite,
    onSuccess: (site) =>
      client.setQueryData<PlatformSite[]>(queryKeys.platformSites, (sites) => [site, ...(sites ?? [])]),
  });

  const liveError = identifier ? identifierError(identifier) : null;
  const host = location.host;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors: Record<string, string> = {};
    if (!title.trim()) errors.title = 'Enter a site title.';
    const idError = identifierError(identifier);
    if (idError) errors.identifier = idError;
    if (!templateId) errors.templateId = 'Choose a template.';
    setFieldErrors(errors);
    setError(null);
    if (Object.keys(errors).length > 0) return;
    try {
      onCreated(await creating.mutateAsync({ title: title.trim(), identifier, templateId }));
      setTitle('');
      setIdentifier('');
      setIdentifierEdited(false);
    } catch (e) {
      if (e instanceof ApiError) {
        const fields = { ...e.fieldErrors };
        if (e.status === 409 && !fields.identifier) fields.identifier = e.message;
        setFieldErrors(fields);
        if (Object.keys(fields).length === 0) setError(e.message);
      } else {
        setError(describeError(e));
      }
    }
  }

  return (
    <form className="stack" onSubmit={submit} aria-label="Create a site">
      <TextField
        label="Site title"
        name="title"
        required
        value={title}
        error={fieldErrors.title}
        onChange={(e) => {
          setTitle(e.target.value);
          if (!identifierEdited) setIdentifier(suggestIdentifier(e.target.value));
        }}
      />
      <TextField
        label="Site address"
        name="identifier"
        required
        autoCapitalize="none"
        spellCheck={false}
        value={identifier}
        error={fieldErrors.identifier ?? liveError}
        hint={
          <>
            Your site will live at <strong>{identifier || 'your-address'}</strong>.{host}. Lowercase letters,
            digits and hyphens, 3 to 40 characters.
          </>
        }
        onChange={(e) => {
          setIdentifierEdited(e.target.value !== '');
          setIdentifier(e.target.value);
          setFieldErrors(({ identifier: _dropped, ...rest }) => rest);
        }}
      />
      <TemplatePicker
        templates={templates}
        value={templateId}
        onChange={setTemplateId}
        error={fieldErrors.templateId}
      />
      <FormError message={error} />
      <button type="submit" className="button button--primary" disabled={creating.isPending}>
        {creating.isPending ? 'Creating…' : 'Create site'}
      </button>
    </form>
  );
}
