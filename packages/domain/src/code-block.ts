import { BlockType } from './catalogues/block-type';
import type { PageDocument } from './page-document';
import { sha256Hex } from './sha256';

/**
 * Code block (spec 001 §3 block type 23): HTML an admin writes, with its CSS and scripts. It never
 * runs on the site's origin: the page shows it in a sandboxed frame (no `allow-same-origin`) that
 * loads the HTML as a document of its own, `GET /api/code-block/frame`, as a form's post-submit
 * HTML is shown. Only a role with the `code` permission (admins) adds one or changes its HTML: a
 * script on the site's pages acts for the site (docs/permissions.md).
 */
export interface CodeBlockSettings {
  /** The owner's HTML: markup, `<style>` and `<script>` alike. */
  html: string;
  /** The frame's name for screen readers; the page's language's "Custom content" when absent. */
  title?: string;
  /**
   * The frame's height in CSS pixels until its document reports its own (and for good without
   * JavaScript): the page reserves it, so nothing moves when the frame loads.
   */
  height?: number;
}

/** The bounds the server holds a Code block to; a frame's reported height is clamped to `height`. */
export const CODE_BLOCK_LIMITS = {
  html: 100_000,
  title: 200,
  height: { min: 40, max: 4000, default: 200 },
} as const;

/** The key of the message a code frame's document posts to the page: `{ [key]: height }`. */
export const CODE_FRAME_HEIGHT_MESSAGE = 'atelierCodeHeight';

/**
 * The key of the message the page posts to a code frame once its behaviour listens: the frame's
 * document then reports its height again (it may have loaded, and reported, before).
 */
export const CODE_FRAME_MEASURE_MESSAGE = 'atelierCodeMeasure';

/** Hex digits of the SHA-256 a code frame's address carries: 128 bits. */
const DIGEST_LENGTH = 32;

/**
 * The digest of a Code block's HTML, as its frame's address carries it: the frame route answers
 * only with HTML of that very digest, which cannot be worked back to the HTML.
 */
export const codeDigest = (html: string): string => sha256Hex(html).slice(0, DIGEST_LENGTH);

/** DIGEST_LENGTH hex digits. */
const DIGEST = /^[0-9a-f]{32}$/;

export const isCodeDigest = (value: unknown): value is string =>
  typeof value === 'string' && DIGEST.test(value);

/** A Code block's HTML, or '' for anything else. */
const htmlOf = (settings: unknown): string => {
  const html = (settings as { html?: unknown } | null)?.html;
  return typeof html === 'string' ? html : '';
};

/** The Code blocks of a document, by block id, each with its HTML. */
export function codeBlocksOf(document: PageDocument | null | undefined): Map<string, string> {
  const found = new Map<string, string>();
  for (const section of document?.sections ?? []) {
    for (const block of section?.blocks ?? []) {
      if (block?.type === BlockType.code && typeof block.id === 'string')
        found.set(block.id, htmlOf(block.settings));
    }
  }
  return found;
}

/**
 * The ids of the Code blocks of `after` that none of `baselines` holds with the same id and the
 * same HTML: Code blocks added, or whose HTML changed. Moving, removing, or changing a Code
 * block's title or height is none of them.
 */
export function addedOrChangedCode(
  after: PageDocument,
  ...baselines: (PageDocument | null | undefined)[]
): string[] {
  const known = baselines.map(codeBlocksOf);
  return [...codeBlocksOf(after)]
    .filter(([id, html]) => !known.some((blocks) => blocks.get(id) === html))
    .map(([id]) => id);
}

/** The HTML of one Code block of a document whose HTML has this digest, or null. */
export function codeWithDigest(
  document: PageDocument | null | undefined,
  blockId: string,
  digest: string,
): string | null {
  const html = codeBlocksOf(document).get(blockId);
  return html !== undefined && codeDigest(html) === digest ? html : null;
}
