import { SITE_CONTEXT_SCRIPT_ID, type SiteContext } from '@atelier/domain';

/**
 * Reads the site context the server rendered into the page. Returns null when the script is absent
 * or does not hold a JSON object, so a page without it still works as plain HTML.
 */
export function readSiteContext(doc: Document = document): SiteContext | null {
  const text = doc.getElementById(SITE_CONTEXT_SCRIPT_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as SiteContext)
      : null;
  } catch {
    return null;
  }
}
