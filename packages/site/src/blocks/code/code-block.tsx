import { CODE_BLOCK_LIMITS, codeDigest } from '@atelier/domain';
import { useLocale } from '../../i18n/locale-context';
import { useText } from '../../i18n/use-text';
import type { BlockProps } from '../block-props';
import { useFormPage } from '../form/form-page-context';
import { isRecord, readFiniteNumber, readString, readText } from '../settings-guards';

/** The name of the Code block's browser behaviour (code.behaviour.ts): it fits the frame to its content. */
export const CODE_BEHAVIOUR = 'code';

/**
 * The frame's rights: scripts, forms, popups and a link that leads the whole page away when the
 * visitor follows it, never `allow-same-origin`, so its document has an opaque origin: no cookies,
 * no storage, nothing of the page it sits on (as a form's post-submit HTML, form-shell.tsx).
 */
export const CODE_FRAME_SANDBOX =
  'allow-scripts allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation allow-forms';

/** Where a Code block's HTML is served as its own document (server: api/pages/code-frame.routes.ts). */
export const CODE_FRAME_PATH = '/api/code-block/frame';

const PAGE_ID = /^[0-9a-f]{24}$/;

export interface CodeView {
  html: string;
  title?: string;
  /** The height reserved until the frame reports its own, in CSS pixels. */
  height: number;
}

/** Null while there is no HTML to show (a block just added, or emptied). */
export function readCodeSettings(settings: unknown): CodeView | null {
  if (!isRecord(settings)) return null;
  const html = readString(settings, 'html') ?? '';
  if (!html.trim()) return null;
  const { min, max, default: fallback } = CODE_BLOCK_LIMITS.height;
  const height = readFiniteNumber(settings, 'height');
  return {
    html,
    title: readText(settings, 'title'),
    height: Math.round(Math.min(max, Math.max(min, height ?? fallback))),
  };
}

/** A block with HTML to show needs the behaviour; its root then names it itself. */
export const codeBlockBehaviour = (settings: unknown): string | undefined =>
  readCodeSettings(settings) ? CODE_BEHAVIOUR : undefined;

/**
 * The frame's address: the page, the block and the digest of the HTML it shows (the route answers
 * with nothing else), in the page's language.
 */
export function codeFrameSrc(pageId: string, blockId: string, html: string, lang: string): string {
  const query = new URLSearchParams({ page: pageId, block: blockId, v: codeDigest(html), lang });
  return `${CODE_FRAME_PATH}?${query}`;
}

/**
 * Code (block type 23): the owner's HTML, CSS and scripts in a sandboxed frame of its own document,
 * the height the owner set reserved for it (so nothing moves as it loads, and without JavaScript it
 * simply keeps that height). The behaviour then fits the frame to the height its document reports.
 */
export function CodeBlock({ block, root }: BlockProps) {
  const view = readCodeSettings(block.settings);
  const { pageId } = useFormPage();
  const { tag } = useLocale();
  const text = useText('frames');
  if (!view || !PAGE_ID.test(pageId) || !PAGE_ID.test(block.id)) return null;
  return (
    <div {...root} className="block block-code" data-behaviour={CODE_BEHAVIOUR}>
      <iframe
        className="block-code__frame"
        title={view.title ?? text('codeTitle')}
        sandbox={CODE_FRAME_SANDBOX}
        src={codeFrameSrc(pageId, block.id, view.html, tag)}
        loading="lazy"
        style={{ height: `${view.height}px` }}
      />
    </div>
  );
}
