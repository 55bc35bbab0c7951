/** A blog's own settings (modules/blog): its post address format and posts per page. */
export interface BlogSettingsTable {
  blog_id: string;
  website_id: string;
  url_format: string;
  per_page: number;
  updated_at: string;
}

/** A blog post (content item type text 1, spec 001 §3); lists and the body are JSON. */
export interface BlogPostsTable {
  id: string;
  website_id: string;
  blog_id: string;
  title: string;
  /** ProseMirror JSON, as the Text block stores it. */
  body: string;
  excerpt: string;
  featured_media_id: string | null;
  author_name: string;
  author_bio: string;
  tags: string;
  categories: string;
  /** Publication status, spec 001 §3. */
  status: number;
  /** When the post went or goes live (scheduled), ISO; its address's date. */
  publish_at: string | null;
  slug: string;
  /** The post's address under its blog, e.g. `2026/11/28/first-light`. */
  path: string;
  created_at: string;
  updated_at: string;
}

/** An address a post had before it moved: visitors are sent on to the post. */
export interface BlogPostRedirectsTable {
  blog_id: string;
  path: string;
  post_id: string;
  website_id: string;
}
