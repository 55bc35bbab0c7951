import type { PageBlock } from '@atelier/domain';
import type { ReactNode } from 'react';

/** Attributes every block puts on its root element; the browser runtime finds blocks by them. */
export interface BlockRootAttributes {
  'data-block-type': number;
  'data-block-id': string;
  /** Present only for blocks with a browser behaviour: the name of the lazily loaded chunk. */
  'data-behaviour'?: string;
}

export interface BlockProps {
  block: PageBlock;
  /** Spread on the block's root element. */
  root: BlockRootAttributes;
}

/**
 * A block's markup. It must not throw and must render nothing (null) when its settings are not
 * usable: a page with one broken block still renders the rest.
 */
export type BlockComponent = (props: BlockProps) => ReactNode;
