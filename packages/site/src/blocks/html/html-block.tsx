import type { BlockProps } from '../block-props';
import { isRecord } from '../settings-guards';
import { proseMirrorText } from './prose-mirror-text';
import { renderRichText } from './rich-text';

/** Rich text (block type 2): the stored ProseMirror document as markup. */
export function HtmlBlock({ block, root }: BlockProps) {
  const content = renderRichText(isRecord(block.settings) ? block.settings.doc : undefined);
  if (content === null) return null;
  return (
    <div {...root} className="block block-html rich-text">
      {content}
    </div>
  );
}

export function htmlBlockText(settings: unknown): string {
  return isRecord(settings) ? proseMirrorText(settings.doc) : '';
}
