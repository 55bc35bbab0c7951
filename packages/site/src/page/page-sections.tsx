import {
  columnsOf,
  type PageDocument,
  type PageSection,
  SECTION_HEIGHTS,
  SECTION_PADDINGS,
  sectionColour,
} from '@atelier/domain';
import type { CSSProperties } from 'react';
import { BlockView } from '../blocks/block-view';
import { documentSections } from '../blocks/document-blocks';
import { ResponsiveImage } from '../blocks/image/responsive-image';

const oneOf = <T extends string>(list: readonly T[], value: unknown): T | null =>
  list.includes(value as T) ? (value as T) : null;

/** The classes and inline colour of a section's box; stored values outside the lists are ignored. */
function sectionBox(section: PageSection): { className: string; style?: CSSProperties } {
  const layout = section.layout;
  const classes = ['page-section'];
  const height = oneOf(SECTION_HEIGHTS, layout?.height);
  const padding = oneOf(SECTION_PADDINGS, layout?.padding);
  if (height && height !== 'auto') classes.push(`page-section--height-${height}`);
  if (padding) classes.push(`page-section--padding-${padding}`);
  const colour = sectionColour(layout);
  const image = layout?.background?.mediaId;
  if (colour || image) classes.push('page-section--filled');
  if (image) classes.push('page-section--image');
  // The colour is a checked #rrggbb, so it cannot leave the declaration.
  return { className: classes.join(' '), style: colour ? { backgroundColor: colour } : undefined };
}

function SectionBlocks({ section }: { section: PageSection }) {
  const columns = columnsOf(section);
  if (columns.length === 1) {
    return (
      <div className="page-section__inner">
        {section.blocks.map((block) => (
          <BlockView key={`${block.id}:${block.type}`} block={block} />
        ))}
      </div>
    );
  }
  // Side by side from the desktop breakpoint, stacked in reading order on phones (CSS only).
  return (
    <div className={`page-section__inner page-section__grid page-section__grid--${columns.length}`}>
      {columns.map((blocks, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position.
        <div key={index} className="page-section__column" data-column={index}>
          {blocks.map((block) => (
            <BlockView key={`${block.id}:${block.type}`} block={block} />
          ))}
        </div>
      ))}
    </div>
  );
}

/** A published page document: each section a <section> of its blocks, in columns when it has several. */
export function PageSections({ document }: { document: PageDocument }) {
  return (
    <>
      {documentSections(document).map((section) => {
        const box = sectionBox(section);
        const image = section.layout?.background?.mediaId;
        return (
          <section key={section.id} className={box.className} style={box.style} data-section-id={section.id}>
            {typeof image === 'string' ? (
              <ResponsiveImage
                reference={{ mediaId: image, alt: '' }}
                className="page-section__background"
                fit="cover"
                loader={{ mode: 'cover', allowSaveData: true }}
                sizes="100vw"
                slotWidth={1440}
              />
            ) : null}
            <SectionBlocks section={section} />
          </section>
        );
      })}
    </>
  );
}
