/** A site's announcement bar and popup overlay (modules/overlays), as JSON each. */
export interface SiteOverlaysTable {
  website_id: string;
  announcement_bar: string;
  popup_overlay: string;
  updated_at: string;
}
