import {
  CODE_BLOCK_LIMITS,
  CODE_FRAME_HEIGHT_MESSAGE,
  CODE_FRAME_MEASURE_MESSAGE,
  codeWithDigest,
  type PageDocument,
} from '@atelier/domain';
import type { Kysely } from 'kysely';
import type { DB } from '#platform/db/schema';
import { publishedPageById } from './public.queries';

/** Where a Code block's HTML is found, and so how long a browser may keep it. */
export interface FoundCode {
  html: string;
  /** From the page as visitors see it (else from its draft, which the editor's preview shows). */
  published: boolean;
}

const parse = (json: string | null | undefined): PageDocument | null => {
  if (!json) return null;
  try {
    return JSON.parse(json) as PageDocument;
  } catch {
    return null;
  }
};

/**
 * The HTML of one Code block of one of the site's pages whose SHA-256 digest is `digest`: from
 * the published page, else from its draft. The address carries the digest of what the page that
 * links to it shows, and the digest cannot be worked back to the HTML: whoever holds the address
 * was shown that HTML, so the route asks no session of them (the editor's preview, a frame with an
 * opaque origin, sends none). HTML no longer in either (an older version's) is not found.
 */
export async function findCodeHtml(
  db: Kysely<DB>,
  siteId: string,
  at: { page: string; block: string; digest: string },
): Promise<FoundCode | null> {
  const published = await publishedPageById(db, siteId, at.page);
  const live = codeWithDigest(parse(published?.document), at.block, at.digest);
  if (live !== null) return { html: live, published: true };
  const draft = await db
    .selectFrom('collections')
    .select('draft_document')
    .where('website_id', '=', siteId)
    .where('id', '=', at.page)
    .executeTakeFirst();
  const drafted = codeWithDigest(parse(draft?.draft_document), at.block, at.digest);
  return drafted === null ? null : { html: drafted, published: false };
}

/**
 * Tells the page how tall the content is (code.behaviour.ts fits the frame to it): the root
 * element's own height, so the frame shrinks as well as grows, at each change and again when the
 * page asks (its behaviour may start after the frame loaded). In the head, before the owner's
 * HTML, so nothing the owner writes (an unclosed comment or script) can swallow it.
 */
const REPORT_HEIGHT = `<script>(function(){var d=document.documentElement,h=-1;function s(){var n=Math.min(${CODE_BLOCK_LIMITS.height.max},Math.ceil(d.getBoundingClientRect().height));if(n!==h){h=n;parent.postMessage({${CODE_FRAME_HEIGHT_MESSAGE}:n},'*')}}new ResizeObserver(s).observe(d);addEventListener('load',s);addEventListener('message',function(e){if(e.source===parent&&e.data&&e.data.${CODE_FRAME_MEASURE_MESSAGE}){h=-1;s()}})})()</script>`;

/**
 * A Code block's HTML as a document of its own: transparent, so the page's background shows
 * through, links leading the whole page (`_top`), the visitor's system font until the owner's CSS
 * says otherwise. `lang` is the page's language, checked by the route.
 */
export function codeFrameDocument(html: string, lang: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><base target="_top"><style>html,body{margin:0;background:transparent}body{display:flow-root;font:1rem/1.5 system-ui,sans-serif;overflow-wrap:anywhere}</style>${REPORT_HEIGHT}</head><body>${html}</body></html>`;
}

export const CODE_FRAME_NOT_FOUND = '<!doctype html><meta charset="utf-8"><title>Not found</title>';
