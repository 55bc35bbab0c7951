/** The store: catalogue, carts, orders and payments. Conventions as in ../schema.ts. */

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
  /** JSON `Translations` of the name, description, options and search fields (modules/languages). */
  translations?: string;
  /** Digital products: the media library item customers download after paying. */
  file_media_id: string | null;
  /** Downloads per link and days a link lasts; null: the store's defaults. */
  download_limit: number | null;
  download_days: number | null;
  /** JSON ProseMirror document of the description; null: `description` is plain text. */
  description_doc: string | null;
  /** When a scheduled product's go-live was announced (cached store pages refreshed). */
  went_live_at: string | null;
  position: number;
  created_at: string;
  updated_at: string;
  /** The lowest price a visitor pays among the variants (a sale price when on sale); null: none. */
  min_price: number | null;
  /** The name as the store sorts it: without accents, lower case. */
  sort_name: string;
  /** What an owner's search reads: the name and the variants' SKUs, lower case. */
  search_text: string;
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

/** One category or tag of a product, so a store page's choice of categories is found by index. */
export interface ProductTermsTable {
  website_id: string;
  /** 'category' | 'tag'. */
  kind: string;
  term: string;
  product_id: string;
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
  /** The site language the cart was filled in; its order inherits it. */
  locale?: string | null;
  /** The site member who filled it while signed in (modules/members); found again at sign-in. */
  member_id?: string | null;
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
  /** The site language the order was placed in: its screens and mails speak it. */
  locale?: string | null;
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

/** A paid order's signed download link for one digital line (guarded count, expiry, revocation). */
export interface OrderDownloadsTable {
  id: string;
  website_id: string;
  order_id: string;
  order_line_id: string;
  product_id: string;
  media_id: string;
  file_name: string;
  downloads_used: number;
  download_limit: number;
  expires_at: string;
  revoked_at: string | null;
  created_at: string;
}
