import type { PageDocument } from '@atelier/domain';
import { BlockView } from '../blocks/block-view';
import { documentSections } from '../blocks/document-blocks';

/** A published page document: each section a <section> of its blocks, in order. */
export function PageSections({ document }: { document: PageDocument }) {
  return (
    <>
      {documentSections(document).map((section) => (
        <section key={section.id} className="page-section" data-section-id={section.id}>
          <div className="page-section__inner">
            {section.blocks.map((block) => (
              <BlockView key={`${block.id}:${block.type}`} block={block} />
            ))}
          </div>
        </section>
      ))}
    </>
  );
}
