/** Site styles: the Design panel's draft and the published look. Conventions as in ../schema.ts. */

export interface SiteStylesTable {
  website_id: string;
  /** JSON SiteStyles the owner is editing. */
  draft: string;
  /** Grows by one on every save, so a publish can tell whether the draft moved on. */
  draft_revision: number;
  /** JSON SiteStyles visitors see; null until the first publish. */
  live: string | null;
  live_revision: number | null;
  updated_at: string;
}
