import { useEffect, useState } from 'react';
import { describeError } from '../api/api-error';
import type { PlatformSite, Template } from '../api/api-types';
import { listSites, listTemplates } from '../api/platform.api';
import { CreateSiteForm } from './create-site-form';
import { SitesList } from './sites-list';

export function SitesPage() {
  const [sites, setSites] = useState<PlatformSite[] | null>(null);
  const [templates, setTemplates] = useState<Template[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    Promise.all([listSites(), listTemplates()])
      .then(([s, t]) => {
        if (!live) return;
        setSites(s);
        setTemplates(t);
      })
      .catch((e: unknown) => live && setError(describeError(e)));
    return () => {
      live = false;
    };
  }, []);

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
        {sites === null && !error ? <p className="muted">Loading your sites…</p> : null}
        {sites ? <SitesList sites={sites} /> : null}
      </section>
      <section className="panel-card" aria-labelledby="create-title">
        <h2 id="create-title">Create a site</h2>
        <CreateSiteForm
          templates={templates}
          onCreated={(site) => {
            setSites((current) => [site, ...(current ?? [])]);
            setCreated(`${site.title} is ready. Open the editor to start building.`);
          }}
        />
      </section>
    </div>
  );
}
