/**
 * Table rows as stored. Booleans are integers (0/1) and JSON is text on both engines, so one set of
 * migrations and queries serves SQLite and PostgreSQL; conversion to domain objects is explicit.
 * Timestamps are ISO-8601 strings in UTC.
 */

import type { AccountsTable, AccountTokensTable, HandoffTokensTable, SessionsTable } from './schema/accounts';
import type { BlogPostRedirectsTable, BlogPostsTable, BlogSettingsTable } from './schema/blog';
import type { DonationSettingsTable, DonationsTable } from './schema/donations';
import type { EventCalendarDaysTable, EventsTable } from './schema/events';
import type { SiteLanguagesTable, TranslationConnectionsTable } from './schema/languages';
import type {
  MediaDerivationsTable,
  MediaItemsTable,
  MediaUploadPartsTable,
  MediaUploadsTable,
  MediaUsageTable,
} from './schema/media';
import type {
  MemberAddressesTable,
  MemberAreaAccessTable,
  MemberAreasTable,
  MemberSessionsTable,
  MemberTokensTable,
  SiteMembersTable,
} from './schema/members';
import type {
  ContributorInvitationsTable,
  NavigationLinksTable,
  NavigationParentsTable,
} from './schema/navigation';
import type { NewsletterSubscribersTable } from './schema/newsletter';
import type { SiteOverlaysTable } from './schema/overlays';
import type {
  AnalyticsEventsTable,
  AnalyticsFoldMarksTable,
  AnalyticsRollupsTable,
  AnalyticsVisitorSketchesTable,
  ConsentLogTable,
  JsErrorRepeatsTable,
  ReportQuotasTable,
} from './schema/reports';
import type { ReviewRequestsTable, ReviewSettingsTable, ReviewsTable } from './schema/reviews';
import type {
  PageRedirectsTable,
  PageTranslationsTable,
  SiteSeoTable,
  SiteVersionsTable,
} from './schema/site-publishing';
import type {
  CartLinesTable,
  CartsTable,
  CouponCustomerUsesTable,
  CouponsTable,
  OrderDownloadsTable,
  OrderEventsTable,
  OrderLinesTable,
  OrdersTable,
  PaymentsTable,
  ProductsTable,
  ProductTermsTable,
  ProductVariantsTable,
  StoreConfigsTable,
} from './schema/store';
import type { SiteStylesTable } from './schema/styles';

export type { AccountsTable, AccountTokensTable, HandoffTokensTable, SessionsTable } from './schema/accounts';
export type { BlogPostRedirectsTable, BlogPostsTable, BlogSettingsTable } from './schema/blog';
export type { DonationSettingsTable, DonationsTable } from './schema/donations';
export type { EventCalendarDaysTable, EventsTable } from './schema/events';
export type { SiteLanguagesTable, TranslationConnectionsTable } from './schema/languages';
export type {
  MediaDerivationsTable,
  MediaItemsTable,
  MediaUploadPartsTable,
  MediaUploadsTable,
  MediaUsageTable,
} from './schema/media';
export type {
  MemberAddressesTable,
  MemberAreaAccessTable,
  MemberAreasTable,
  MemberSessionsTable,
  MemberTokensTable,
  SiteMembersTable,
} from './schema/members';
export type {
  ContributorInvitationsTable,
  NavigationLinksTable,
  NavigationParentsTable,
} from './schema/navigation';
export type { NewsletterSubscribersTable } from './schema/newsletter';
export type { SiteOverlaysTable } from './schema/overlays';
export type {
  AnalyticsEventsTable,
  AnalyticsFoldMarksTable,
  AnalyticsRollupsTable,
  AnalyticsVisitorSketchesTable,
  ConsentLogTable,
  JsErrorRepeatsTable,
  ReportQuotasTable,
} from './schema/reports';
export type { ReviewRequestsTable, ReviewSettingsTable, ReviewsTable } from './schema/reviews';
export type { PageRedirectsTable, SiteSeoTable, SiteVersionsTable } from './schema/site-publishing';
export type {
  CartLinesTable,
  CartsTable,
  CouponCustomerUsesTable,
  CouponsTable,
  OrderDownloadsTable,
  OrderEventsTable,
  OrderLinesTable,
  OrdersTable,
  PaymentsTable,
  ProductsTable,
  ProductTermsTable,
  ProductVariantsTable,
  StoreConfigsTable,
} from './schema/store';
export type { SiteStylesTable } from './schema/styles';

export interface WebsitesTable {
  id: string;
  identifier: string;
  title: string;
  website_type: number;
  site_status: number;
  developer_mode: number;
  cloneable: number;
  use_escape_key_to_login: number;
  /** 1 when the site offers visitors accounts (modules/members); 0 by default. */
  member_accounts?: number;
  store_settings: string;
  tweak_json: string;
  cookie_settings: string;
  header: string;
  footer: string;
  /** The site's primary language, a BCP 47 tag (modules/languages: the others are `site_languages`). */
  locale: string;
  /** JSON `Translations` of the site's own texts (title, header, footer, cookie banner). */
  translations?: string;
  /** Bumped on every change that alters rendered pages: what is kept per site as a whole keys on it. */
  render_generation: number;
  /** Bumped when what every page shows alike changes (styles, menu, titles...): part of the HTML cache key. */
  shell_generation?: number;
  /** Bumped when the store's markup changes: pages that show products compare it (render-generation.ts). */
  catalogue_generation?: number;
  /** A verified custom domain that the site's other addresses redirect visitors to. */
  primary_domain?: string | null;
  created_at: string;
  updated_at: string;
  /** The template the site was made from; null for sites made before it was kept. */
  template_id: string | null;
}

export interface DomainsTable {
  hostname: string;
  website_id: string;
  /** The token the owner publishes (DNS TXT or HTTP) to prove the domain is theirs. */
  verification_token: string;
  /** Set once ownership was proven; until then the domain serves nothing. */
  verified_at: string | null;
}

export interface ContributorsTable {
  website_id: string;
  account_id: string;
  role: number;
  created_at: string;
}

export interface CollectionsTable {
  id: string;
  website_id: string;
  collection_type: number;
  page_type: number;
  title: string;
  slug: string;
  navigation: string;
  position: number;
  publication_status: number;
  password_hash: string | null;
  draft_document: string;
  draft_revision: number;
  published_version: number | null;
  /** The draft revision that the published version was made from. */
  published_revision: number | null;
  published_at: string | null;
  created_at: string;
  updated_at: string;
  /** A store page's choice of products (JSON StoreSelection of @atelier/domain); null on other pages. */
  store_selection: string | null;
  /** The member area a page belongs to (modules/members): only its members see it. Null: everyone. */
  member_area_id?: string | null;
  /** The content item type of a generic collection's entries (12: an Events page, modules/events); null otherwise. */
  item_type?: number | null;
}

export interface PageVersionsTable {
  page_id: string;
  version: number;
  title: string;
  document: string;
  /** Visible text of the document, for site search. */
  text: string;
  published_at: string;
}

export interface ItemsTable {
  id: string;
  website_id: string;
  collection_id: string;
  item_type: number;
  title: string;
  slug: string;
  publication_status: number;
  document: string;
  created_at: string;
  updated_at: string;
}

/** A visitor's form or newsletter submission, with the fields as they were when it was sent. */
export interface FormSubmissionsTable {
  id: string;
  website_id: string;
  form_id: string;
  /** 'form' or 'newsletter'. */
  kind: string;
  page_id: string;
  page_path: string;
  page_title: string;
  form_title: string;
  /** JSON: field id -> value. */
  field_values: string;
  /** JSON: the fields' ids, titles, types (and choices) at submission time. */
  field_snapshot: string;
  /** Lower-cased text of every value, for the inbox search. */
  search_text: string;
  read: number;
  created_at: string;
}

export interface FormSubmissionKeysTable {
  /** SHA-256 of the key. */
  id: string;
  website_id: string;
  expires_at: string;
}

export interface FormCaptchaUsesTable {
  /** SHA-256 of the captcha challenge's nonce. */
  id: string;
  expires_at: string;
}

/** One outgoing email, kept until sent (or given up on) so a restart or a failed send loses nothing. */
export interface MailMessagesTable {
  id: string;
  /** null for the platform's own mail to an account (verification, password reset). */
  website_id: string | null;
  to: string;
  reply_to: string | null;
  subject: string;
  text: string;
  html: string | null;
  /** What the mail is about, e.g. 'form-notification', 'newsletter-confirmation'. */
  kind: string;
  /** 'queued' | 'sent' | 'failed' | 'outbox' (no SMTP configured: kept for the owner to read). */
  status: string;
  /** Sends started, counted when a sender claims the mail. */
  attempts: number;
  last_error: string | null;
  /** When a queued mail is due; while a sender holds it, when its claim lapses. */
  next_attempt_at: string | null;
  created_at: string;
  sent_at: string | null;
}

/**
 * One background job's shared schedule and lease (platform/jobs). A process runs the job only after
 * taking the row with a conditional update; a holder that dies lets `leased_until` lapse.
 */
export interface JobLeasesTable {
  name: string;
  /** The run holding the lease (process and run number); null between runs. */
  holder: string | null;
  /** When the holder's lease lapses unless renewed; null between runs. */
  leased_until: string | null;
  /** When the job is next due, for every process. */
  next_run_at: string;
  /** 1: another process asked for a run at once while the lease was held; the holder runs again. */
  wanted: number;
  /** When the last finished run started. */
  last_run_at: string | null;
  last_duration_ms: number | null;
  /** The last failure's message, kept after later successes (compare last_error_at with last_run_at). */
  last_error: string | null;
  last_error_at: string | null;
  /** Finished runs and failed runs, over every process. */
  runs: number;
  failures: number;
}

export interface DB {
  accounts: AccountsTable;
  sessions: SessionsTable;
  handoff_tokens: HandoffTokensTable;
  account_tokens: AccountTokensTable;
  websites: WebsitesTable;
  domains: DomainsTable;
  contributors: ContributorsTable;
  collections: CollectionsTable;
  page_versions: PageVersionsTable;
  items: ItemsTable;
  form_submissions: FormSubmissionsTable;
  form_submission_keys: FormSubmissionKeysTable;
  form_captcha_uses: FormCaptchaUsesTable;
  mail_messages: MailMessagesTable;
  job_leases: JobLeasesTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  analytics_events: AnalyticsEventsTable;
  consent_log: ConsentLogTable;
  products: ProductsTable;
  product_variants: ProductVariantsTable;
  product_terms: ProductTermsTable;
  store_configs: StoreConfigsTable;
  coupons: CouponsTable;
  coupon_customer_uses: CouponCustomerUsesTable;
  carts: CartsTable;
  cart_lines: CartLinesTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_events: OrderEventsTable;
  order_downloads: OrderDownloadsTable;
  payments: PaymentsTable;
  site_versions: SiteVersionsTable;
  site_seo: SiteSeoTable;
  site_styles: SiteStylesTable;
  media_items: MediaItemsTable;
  media_derivations: MediaDerivationsTable;
  media_uploads: MediaUploadsTable;
  media_upload_parts: MediaUploadPartsTable;
  media_usage: MediaUsageTable;
  page_redirects: PageRedirectsTable;
  page_translations: PageTranslationsTable;
  js_error_repeats: JsErrorRepeatsTable;
  report_quotas: ReportQuotasTable;
  analytics_rollups: AnalyticsRollupsTable;
  analytics_visitor_sketches: AnalyticsVisitorSketchesTable;
  analytics_fold_marks: AnalyticsFoldMarksTable;
  navigation_links: NavigationLinksTable;
  site_languages: SiteLanguagesTable;
  translation_connections: TranslationConnectionsTable;
  navigation_parents: NavigationParentsTable;
  contributor_invitations: ContributorInvitationsTable;
  site_members: SiteMembersTable;
  member_sessions: MemberSessionsTable;
  member_tokens: MemberTokensTable;
  member_areas: MemberAreasTable;
  member_area_access: MemberAreaAccessTable;
  member_addresses: MemberAddressesTable;
  donation_settings: DonationSettingsTable;
  donations: DonationsTable;
  review_settings: ReviewSettingsTable;
  review_requests: ReviewRequestsTable;
  reviews: ReviewsTable;
  site_overlays: SiteOverlaysTable;
  blog_settings: BlogSettingsTable;
  blog_posts: BlogPostsTable;
  blog_post_redirects: BlogPostRedirectsTable;
  events: EventsTable;
  event_calendar_days: EventCalendarDaysTable;
}
