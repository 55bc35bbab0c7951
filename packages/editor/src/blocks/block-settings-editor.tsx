import type { PageBlock } from '@atelier/domain';
import { useState } from 'react';
import { blockKind } from '../document/block-kinds';
import { CalendarBlockEditor } from '../events/calendar-block-editor';
import { AudioBlockEditor } from '../media/audio-block-editor';
import { GalleryLibraryEditor } from '../media/gallery-library-editor';
import { ImageBlockEditor } from '../media/image-block-editor';
import { VideoBlockEditor } from '../media/video-block-editor';
import { AccordionEditor } from './accordion-editor';
import { AlbumEditor } from './album-editor';
import type { BlockEditorProps } from './block-editor-props';
import { ChartEditor } from './chart-editor/chart-editor';
import { CodeEditor } from './code-editor';
import { DonationEditor } from './donation-editor';
import { EmbedEditor } from './embed-editor';
import { FormEditor } from './form-editor/form-editor';
import { NewsletterEditor } from './form-editor/newsletter-editor';
import { HeadingEditor } from './heading-editor';
import { MapEditor } from './map-editor/map-editor';
import { MarkdownEditor } from './markdown-editor';
import { MarqueeEditor } from './marquee-editor';
import { ButtonEditor } from './media-editors';
import { MemberAreaEditor } from './member-area-editor';
import { MenuEditor } from './menu-editor/menu-editor';
import { ProductBlockEditor } from './product-editor';
import { RichTextEditor } from './rich-text-editor';
import { ShapeEditor } from './shape-editor';
import { QuoteEditor, SearchEditor, SpacerEditor } from './simple-editors';
import { SocialLinksEditor } from './social-links-editor';

/**
 * The settings form for a block, chosen by its kind when the form opens: a text block styled down
 * to a single heading keeps its rich-text editor while the owner is still working in it.
 */
export function BlockSettingsEditor({
  block,
  onChange,
}: {
  block: PageBlock;
  onChange: BlockEditorProps['onChange'];
}) {
  const [kind] = useState(() => blockKind(block));
  const props = { settings: block.settings, onChange };
  switch (kind) {
    case 'heading':
      return <HeadingEditor {...props} />;
    case 'text':
      return <RichTextEditor {...props} />;
    case 'image':
      return <ImageBlockEditor {...props} />;
    case 'button':
      return <ButtonEditor {...props} />;
    case 'spacer':
      return <SpacerEditor {...props} />;
    case 'quote':
      return <QuoteEditor {...props} />;
    case 'search':
      return <SearchEditor {...props} />;
    case 'form':
      return <FormEditor {...props} />;
    case 'newsletter':
      return <NewsletterEditor {...props} />;
    case 'gallery':
      return <GalleryLibraryEditor {...props} />;
    case 'video':
      return <VideoBlockEditor {...props} />;
    case 'product':
      return <ProductBlockEditor {...props} />;
    case 'memberArea':
      return <MemberAreaEditor {...props} />;
    case 'accordion':
      return <AccordionEditor {...props} />;
    case 'socialLinks':
      return <SocialLinksEditor {...props} />;
    case 'shape':
      return <ShapeEditor {...props} />;
    case 'menu':
      return <MenuEditor {...props} />;
    case 'marquee':
      return <MarqueeEditor {...props} />;
    case 'chart':
      return <ChartEditor {...props} />;
    case 'embed':
      return <EmbedEditor {...props} />;
    case 'code':
      return <CodeEditor {...props} />;
    case 'markdown':
      return <MarkdownEditor {...props} />;
    case 'audio':
      return <AudioBlockEditor {...props} />;
    case 'album':
      return <AlbumEditor {...props} />;
    case 'map':
      return <MapEditor {...props} />;
    case 'donation':
      return <DonationEditor {...props} />;
    case 'calendar':
      return <CalendarBlockEditor {...props} />;
    case 'line':
      return <p className="muted">A line divides the page. It has nothing to set.</p>;
    case 'languages':
      return (
        <p className="muted">
          Links to this page in each language visitors see, each named in its own language. Add or publish
          languages in Site settings → Languages; with one language the block shows nothing.
        </p>
      );
    default:
      return (
        <p className="muted">This kind of block cannot be edited here yet. You can move or delete it.</p>
      );
  }
}
