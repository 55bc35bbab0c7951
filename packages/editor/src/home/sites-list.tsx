import { useState } from 'react';
import { describeError } from '../api/api-error';
import type { PlatformSite } from '../api/api-types';
import { requestHandoff } from '../api/platform.api';

/** "https://shop.example.test:8080/" -> "shop.example.test:8080": the part owners recognise. */
export const displayAddress = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');

export function SitesList({ sites }: { sites: PlatformSite[] }) {
  const [opening, setOpening] = useState<string | null>(null);
  const [error, setError] = useState<{ siteId: string; message: string } | null>(null);

  async function openEditor(site: PlatformSite) {
    setOpening(site.id);
    setError(null);
    try {
      // The editor lives on the site's own host, where this session's cookie does not reach.
      location.assign(await requestHandoff(site.id));
    } catch (e) {
      setError({ siteId: site.id, message: describeError(e) });
      setOpening(null);
    }
  }

  if (sites.length === 0) {
    return <p className="muted">You have no sites yet. Create your first one below.</p>;
  }

  return (
    <ul className="sites-list" data-testid="sites-list">
      {sites.map((site) => (
        <li key={site.id} className="site-card" aria-label={site.title}>
          <div className="site-card__text">
            <h3 className="site-card__title">{site.title}</h3>
            <p className="site-card__address">{displayAddress(site.url)}</p>
            {error?.siteId === site.id ? (
              <p className="form-error" role="alert">
                {error.message}
              </p>
            ) : null}
          </div>
          <div className="site-card__actions">
            <a className="button button--quiet" href={site.url} aria-label={`View site ${site.title}`}>
              View site
            </a>
            <button
              type="button"
              className="button button--primary"
              aria-label={`Open editor for ${site.title}`}
              disabled={opening !== null}
              onClick={() => openEditor(site)}
            >
              {opening === site.id ? 'Opening…' : 'Open editor'}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
