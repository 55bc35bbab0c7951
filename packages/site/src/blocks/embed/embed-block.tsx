import {
  EMBED_LIMITS,
  EMBED_SIZES,
  type EmbedSize,
  type EmbedTarget,
  embedAspectRatio,
  readEmbedCode,
} from '@atelier/domain';
import type { CSSProperties } from 'react';
import { useText } from '../../i18n/use-text';
import type { BlockProps } from '../block-props';
import { isRecord, readFiniteNumber, readOneOf, readText } from '../settings-guards';

/** The name of the Embed block's browser behaviour (embed.behaviour.ts). */
export const EMBED_BEHAVIOUR = 'embed';

export interface EmbedView {
  target: EmbedTarget;
  title?: string;
  size: EmbedSize;
  /** Used when `size` is `height`. */
  height: number;
}

/** Null without an embed code the site can frame (the server refuses one it cannot). */
export function readEmbedSettings(settings: unknown): EmbedView | null {
  if (!isRecord(settings)) return null;
  const target = readEmbedCode(settings.html);
  if (!target) return null;
  const { min, max, default: fallback } = EMBED_LIMITS.height;
  const height = readFiniteNumber(settings, 'height') ?? fallback;
  return {
    target,
    title: readText(settings, 'title'),
    size: readOneOf(settings, 'size', EMBED_SIZES) ?? '16:9',
    height: Math.round(Math.min(max, Math.max(min, height))),
  };
}

/** A block with an address to frame needs the behaviour; its root then names it itself. */
export const embedBlockBehaviour = (settings: unknown): string | undefined =>
  readEmbedSettings(settings) ? EMBED_BEHAVIOUR : undefined;

/** The box the frame will fill, sized before anything loads: nothing below it moves. */
const boxStyle = (view: EmbedView): CSSProperties =>
  view.size === 'height' ? { height: `${view.height}px` } : { aspectRatio: embedAspectRatio(view.size) };

/**
 * Embed (block type 22): another site's content, which the page does not contact until the visitor
 * has accepted cookies or pressed the button that names its host. Until then the box holds that
 * notice and button; without JavaScript the button is a plain link to the content's address. The
 * behaviour swaps in a sandboxed frame (no `allow-same-origin`) of the address; the box carries it
 * and the host (the provider name, spec 001 §3), and its origin for the page's frame policy.
 */
export function EmbedBlock({ block, root }: BlockProps) {
  const view = readEmbedSettings(block.settings);
  const text = useText('frames');
  if (!view) return null;
  const { target } = view;
  const host = target.host;
  return (
    <div {...root} className="block block-embed" data-behaviour={EMBED_BEHAVIOUR}>
      <div
        className="block-embed__box"
        style={boxStyle(view)}
        data-embed-src={target.src}
        data-embed-origin={target.origin}
        data-provider-name={host}
        data-embed-type={target.type}
        data-embed-title={view.title ?? target.title ?? text('embedTitle', { host })}
        data-embed-allow={target.allow.length ? target.allow.join('; ') : undefined}
      >
        <div className="block-embed__consent">
          <p className="block-embed__notice">{text('embedNotice', { host })}</p>
          <a
            className="button block-embed__show"
            href={target.src}
            rel="noopener noreferrer"
            data-embed-show=""
          >
            {text('embedShow', { host })}
          </a>
        </div>
      </div>
    </div>
  );
}
