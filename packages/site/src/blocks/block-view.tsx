import type { PageBlock } from '@atelier/domain';
import type { ReactNode } from 'react';
import { type BlockRegistry, blockRegistry, blockRootAttributes } from './registry';

export interface BlockViewProps {
  block: PageBlock;
  registry?: BlockRegistry;
}

/**
 * One block of a page: its registered markup, or nothing for an unknown type. renderToString has
 * no error boundaries, so the block's markup is built here, inside a guard, and a block that throws
 * is left out instead of failing the whole page.
 */
export function BlockView({ block, registry = blockRegistry }: BlockViewProps): ReactNode {
  const entry = registry.get(block.type);
  if (!entry) return null;
  try {
    return entry.component({ block, root: blockRootAttributes(block, entry) });
  } catch {
    return null;
  }
}
