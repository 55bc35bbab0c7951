import type { BlockProps } from '../block-props';

/** Horizontal rule (block type 47): a thematic break; it has no settings. */
export function HorizontalRuleBlock({ root }: BlockProps) {
  return <hr {...root} className="block block-horizontal-rule" />;
}
