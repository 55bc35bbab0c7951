/** A site's newsletter subscribers (modules/newsletter). Conventions as in ../schema.ts. */

export interface NewsletterSubscribersTable {
  id: string;
  website_id: string;
  form_id: string;
  /** Trimmed and lower-cased; unique per site. */
  email: string;
  /** The site language the visitor signed up in; its mails speak it. */
  locale?: string | null;
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
