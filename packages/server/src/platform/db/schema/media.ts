/** The media library: uploaded files, their derived images and resumable uploads. Conventions as in ../schema.ts. */

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
  /** Audio: the length in milliseconds its headers give; null for other kinds, or when unknown. */
  duration_ms: number | null;
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
  /** Bytes of the site's quota this upload holds until it completes, is cancelled or expires. */
  reserved_bytes: number;
}

export interface MediaUploadPartsTable {
  upload_id: string;
  part_number: number;
  size: number;
}

/** A site's media storage in use (items and uploads being stored), guarded against the quota in SQL. */
export interface MediaUsageTable {
  website_id: string;
  used_bytes: number;
  /** Declared sizes of the site's unfinished resumable uploads, held against the quota. */
  reserved_bytes: number;
}
