/** The owner's review settings per site (modules/reviews). */
export interface ReviewSettingsTable {
  website_id: string;
  /** 'wait': new reviews wait for the owner; 'publish': they show at once. */
  moderation: string;
  /** Days after fulfilment before the review request is mailed. */
  request_delay_days: number;
  updated_at: string;
}

/** One fulfilled order's review request: due, sent, and the token its link carries. */
export interface ReviewRequestsTable {
  id: string;
  website_id: string;
  order_id: string;
  email: string;
  /** The customer's name as the order has it (the review shows its first name and initial). */
  customer_name: string;
  /** The language the order was placed in; null: the site's primary one. */
  locale: string | null;
  /** The site address the mailed link starts with (where the order was fulfilled). */
  base_url: string;
  /** When the request mail is due. */
  send_at: string;
  sent_at: string | null;
  /** SHA-256 of the token the mailed link carries; null until sent. */
  token_hash: string | null;
  expires_at: string | null;
  created_at: string;
}

/** One customer's review of one product of one order. */
export interface ReviewsTable {
  id: string;
  website_id: string;
  product_id: string;
  order_id: string;
  email: string;
  /** First name and initial, e.g. 'Grace H.'. */
  author_name: string;
  rating: number;
  /** Plain text, no markup. */
  body: string;
  /** 'pending' | 'published' | 'hidden'. */
  status: string;
  reply: string | null;
  replied_at: string | null;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}
