/**
 * Table rows as stored. Booleans are integers (0/1) and JSON is text on both engines, so one set of
 * migrations and queries serves SQLite and PostgreSQL; conversion to domain objects is explicit.
 * Timestamps are ISO-8601 strings in UTC.
 */
export interface AccountsTable {
  id: string;
  email: string;
  password_hash: string;
  display_name: string;
  created_at: string;
  /** When the owner followed the link mailed at sign-up; null until then (no sign-in before). */
  email_verified_at: string | null;
}

export interface SessionsTable {
  /** SHA-256 of the session token; the token itself is only ever in the visitor's cookie. */
  id: string;
  account_id: string;
  created_at: string;
  expires_at: string;
  /** The session this one was opened from (a site host's, from the platform home); ends with it. */
  parent_id: string | null;
}

export interface HandoffTokensTable {
  id: string;
  account_id: string;
  website_id: string;
  expires_at: string;
  used_at: string | null;
  /** The platform session that asked for it; the site session it opens ends with that one. */
  session_id: string | null;
}

/** A one-time token mailed to an account: 'verify' (its email address) or 'reset' (its password). */
export interface AccountTokensTable {
  /** SHA-256 of the token. */
  id: string;
  account_id: string;
  purpose: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface WebsitesTable {
  id: string;
  identifier: string;
  title: string;
  website_type: number;
  site_status: number;
  developer_mode: number;
  cloneable: number;
  use_escape_key_to_login: number;
  store_settings: string;
  tweak_json: string;
  cookie_settings: string;
  header: string;
  footer: string;
  locale: string;
  /** Bumped on every change that alters rendered pages; part of the HTML cache key. */
  render_generation: number;
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

export interface NewsletterSubscribersTable {
  id: string;
  website_id: string;
  form_id: string;
  /** Trimmed and lower-cased; unique per site. */
  email: string;
  /** 'pending' | 'confirmed' | 'unsubscribed'. */
  status: string;
  /** SHA-256 of the confirmation link's token; null once used. */
  confirm_token_hash: string | null;
  /** SHA-256 of the unsubscribe link's token, renewed with each confirmation mail. */
  unsubscribe_token_hash: string;
  confirmation_sent_at: string | null;
  created_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}

/**
 * One thing a visitor's browser reported: a page view, a Track (where a visit came from), a census
 * count, an error, a trace, an event or a performance record. Visitor data (visitor_id, device) is
 * null when the site restricts it; raw addresses and cookie values are never stored.
 */
export interface AnalyticsEventsTable {
  id: string;
  website_id: string;
  /** See features/analytics/CONTEXT.md for the kinds. */
  kind: string;
  created_at: string;
  /** YYYY-MM-DD, the UTC day of created_at. */
  day: string;
  /** A keyed hash of the visitor record's identifier, never the cookie itself. */
  visitor_id: string | null;
  /** 1 when this page view or Track began a visit. */
  new_visit: number;
  path: string | null;
  /** Host of an outside referrer; '' for none or the site itself. */
  referrer: string | null;
  source: string | null;
  campaign: string | null;
  subcampaign: string | null;
  channel: string | null;
  variation: string | null;
  /** 'desktop' | 'tablet' | 'mobile'. */
  device: string | null;
  /** 'WxH' in CSS pixels. */
  screen: string | null;
  form_id: string | null;
  button_text: string | null;
  button_url: string | null;
  /** The error message, trace type, event or schema name. */
  message: string | null;
  /** JSON: what the report carried beyond the columns. */
  data: string | null;
}

/** A visitor's answer to the cookie banner; nothing in it identifies the visitor. */
export interface ConsentLogTable {
  id: string;
  website_id: string;
  created_at: string;
  banner_version: number;
  revision: string;
  /** 'accepted' | 'declined'. */
  choice: string;
  /** 'accept-button' | 'decline-button' | 'keyboard' | 'close'. */
  method: string;
}

export interface ProductsTable {
  id: string;
  website_id: string;
  product_type: number;
  name: string;
  slug: string;
  /** Rich text as HTML the owner wrote; sanitised when rendered. */
  description: string;
  /** JSON: [{ src, alt, mediaId? }]. */
  images: string;
  /** JSON: string[]. */
  tags: string;
  /** JSON: string[]. */
  categories: string;
  /** JSON: [{ name, values: string[] }]. */
  options: string;
  /** 'draft' | 'scheduled' | 'published'. */
  workflow: string;
  /** When a scheduled product goes live. */
  publish_at: string | null;
  seo_title: string;
  seo_description: string;
  position: number;
  created_at: string;
  updated_at: string;
}

export interface ProductVariantsTable {
  id: string;
  website_id: string;
  product_id: string;
  position: number;
  sku: string;
  /** JSON: string[], one value per product option, in option order. */
  option_values: string;
  price: number;
  sale_price: number;
  on_sale: number;
  /** Units free to sell: a pending checkout's units are already taken out. */
  qty_in_stock: number;
  unlimited: number;
  weight: number;
  /** JSON: { length, width, height }. */
  dimensions: string;
  /** JSON: [{ src, alt, mediaId? }]. */
  images: string;
}

export interface StoreConfigsTable {
  website_id: string;
  /** JSON: StoreSettings of the domain package. */
  settings: string;
  next_order_number: number;
  updated_at: string;
}

export interface CouponsTable {
  id: string;
  website_id: string;
  /** Upper case; unique per site. */
  code: string;
  /** 'percent' | 'fixed' | 'free_shipping'. */
  kind: string;
  amount: number;
  min_subtotal: number;
  starts_at: string | null;
  ends_at: string | null;
  usage_limit: number | null;
  per_customer_limit: number | null;
  times_used: number;
  active: number;
  created_at: string;
}

export interface CouponCustomerUsesTable {
  coupon_id: string;
  email: string;
  uses: number;
}

export interface CartsTable {
  id: string;
  website_id: string;
  coupon_code: string | null;
  /** The pending order started from this cart, if any. */
  order_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface CartLinesTable {
  cart_id: string;
  variant_id: string;
  quantity: number;
  added_at: string;
}

export interface OrdersTable {
  id: string;
  website_id: string;
  number: number;
  /** 'pending' | 'paid' | 'expired' | 'failed' | 'cancelled' | 'refunded'. */
  status: string;
  /** 'unfulfilled' | 'fulfilled'. */
  fulfilment: string;
  tracking_number: string | null;
  email: string;
  /** JSON PostalAddress, or null for an order that ships nothing. */
  shipping_address: string | null;
  billing_address: string | null;
  /** JSON ShippingOption. */
  shipping_option: string | null;
  currency: string;
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  total: number;
  refunded: number;
  coupon_id: string | null;
  coupon_code: string | null;
  cart_id: string | null;
  provider: string;
  provider_ref: string | null;
  /** Until when a pending order holds its stock. */
  reserved_until: string;
  search_text: string;
  created_at: string;
  paid_at: string | null;
  updated_at: string;
}

export interface OrderLinesTable {
  id: string;
  order_id: string;
  website_id: string;
  product_id: string;
  variant_id: string;
  product_type: number;
  name: string;
  sku: string;
  /** Option values joined for display, e.g. 'M / Blue'. */
  options: string;
  quantity: number;
  stock_taken: number;
  unit_price: number;
  amount: number;
  discount: number;
  tax: number;
  position: number;
}

export interface OrderEventsTable {
  id: string;
  order_id: string;
  website_id: string;
  kind: string;
  detail: string;
  created_at: string;
}

export interface PaymentsTable {
  id: string;
  order_id: string;
  website_id: string;
  provider: string;
  kind: string;
  amount: number;
  currency: string;
  status: string;
  provider_ref: string | null;
  idempotency_key: string;
  created_at: string;
}

/** One publish of a site: every live page as it was then (features/pages/site-versions.ts). */
export interface SiteVersionsTable {
  website_id: string;
  number: number;
  published_at: string;
  published_by: string | null;
  /** What the publish was: 'Whole site', 'Page: About', 'Restored version 3'. */
  note: string;
  /** JSON SiteSnapshot. */
  snapshot: string;
}

/** The site's search and sharing defaults, one row per site that set any. */
export interface SiteSeoTable {
  website_id: string;
  /** JSON SiteSeo. */
  settings: string;
}

/** An old address of a page, answered with a 301 to the page's address now. */
export interface PageRedirectsTable {
  website_id: string;
  from_slug: string;
  page_id: string;
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
  newsletter_subscribers: NewsletterSubscribersTable;
  analytics_events: AnalyticsEventsTable;
  consent_log: ConsentLogTable;
  products: ProductsTable;
  product_variants: ProductVariantsTable;
  store_configs: StoreConfigsTable;
  coupons: CouponsTable;
  coupon_customer_uses: CouponCustomerUsesTable;
  carts: CartsTable;
  cart_lines: CartLinesTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_events: OrderEventsTable;
  payments: PaymentsTable;
  site_versions: SiteVersionsTable;
  site_seo: SiteSeoTable;
  media_items: MediaItemsTable;
  media_derivations: MediaDerivationsTable;
  media_uploads: MediaUploadsTable;
  media_upload_parts: MediaUploadPartsTable;
  page_redirects: PageRedirectsTable;
  js_error_repeats: JsErrorRepeatsTable;
  report_quotas: ReportQuotasTable;
}

export interface MediaItemsTable {
  id: string;
  website_id: string;
  /** sha256 of the current file's bytes, hex: its key in the blob store. */
  hash: string;
  kind: string;
  mime_type: string;
  fallback: string | null;
  file_name: string;
  title: string;
  alt: string;
  caption: string;
  focal_x: number;
  focal_y: number;
  size: number;
  width: number | null;
  height: number | null;
  animated: number;
  placeholder: string | null;
  serve_original: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface MediaDerivationsTable {
  hash: string;
  /** "{width}.{format}", e.g. "1000.webp". */
  variant: string;
  /** pending while one process makes it, then ready. */
  status: string;
  claimed_at: string;
  size: number | null;
}

export interface MediaUploadsTable {
  id: string;
  website_id: string;
  file_name: string;
  size: number;
  part_size: number;
  replaces: string | null;
  created_at: string;
  expires_at: string;
}

export interface MediaUploadPartsTable {
  upload_id: string;
  part_number: number;
  size: number;
}

export interface JsErrorRepeatsTable {
  website_id: string;
  day: string;
  /** SHA-256 of what makes two error reports the same error. */
  fingerprint: string;
  event_id: string;
  repeats: number;
}

export interface ReportQuotasTable {
  website_id: string;
  day: string;
  bytes: number;
}
