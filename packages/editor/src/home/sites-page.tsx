import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../api/api-error';
import { listSites, listTemplates } from '../api/platform.api';
import { queryKeys } from '../shared/queries';
import { CreateSiteForm } from './create-site-form';
import { SitesList } from './sites-list';

export function SitesPage() {
  // The account's sites are asked for each time the page shows and not kept after: the next
  // account to sign in here never sees this one's list, even for a moment.
  const sites = useQuery({ queryKey: queryKeys.platformSites, queryFn: listSites, gcTime: 0 });
  const templates = useQuery({ queryKey: queryKeys.templates, queryFn: listTemplates });
  const [created, setCreated] = useState<string | null>(null);
  const failed = sites.error ?? templates.error;
  const error = failed ? describeError(failed) : null;
  // The list shows once the page has both answers, as the form beside it needs the templates.
  const list = sites.data && templates.data ? sites.data : null;

  return (
    <div className="sites-page">
      <section className="panel-card" aria-labelledby="sites-title">
        <h1 id="sites-title">Your sites</h1>
        {created ? (
          <p className="notice" role="status">
            {created}
          </p>
        ) : null}
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        {list === null && !error ? <p className="muted">Loading your sites…</p> : null}
        {list ? <SitesList sites={list} /> : null}
      </section>
      <section className="panel-card" aria-labelledby="create-title">
        <h2 id="create-title">Create a site</h2>
        <CreateSiteForm
          templates={templates.data ?? []}
          onCreated={(site) => setCreated(`${site.title} is ready. Open the editor to start building.`)}
        />
      </section>
    </div>
  );
}
