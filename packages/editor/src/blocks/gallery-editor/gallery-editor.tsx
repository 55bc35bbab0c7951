import './gallery-editor.css';
import type { BlockEditorProps } from '../block-editor-props';
import { AddSlideForm } from './add-slide-form';
import { GalleryDesignFields } from './gallery-design-fields';
import { type PickGalleryMedia, readSlides, slideFromChoice } from './gallery-slides';
import { SlideList } from './slide-list';

export interface GalleryEditorProps extends BlockEditorProps {
  /** Where the media library plugs in; without it images and videos are added by address. */
  pickMedia?: PickGalleryMedia;
}

/** The Gallery block's panel: its slides, how they are added and ordered, and its design. */
export function GalleryEditor({ settings, onChange, pickMedia }: GalleryEditorProps) {
  const slides = readSlides(settings.slides);
  return (
    <div className="gallery-editor stack">
      <section className="stack stack--tight" aria-labelledby="gallery-editor-slides">
        <h3 id="gallery-editor-slides" className="gallery-editor__heading">
          Images and videos ({slides.length})
        </h3>
        <SlideList slides={slides} onChange={(next) => onChange({ ...settings, slides: next })} />
        <AddSlideForm
          pickMedia={pickMedia}
          onAdd={(choices) =>
            onChange({
              ...settings,
              slides: [...slides, ...choices.map(slideFromChoice)],
              // A video added to the gallery plays there: images and videos mix from now on.
              ...(choices.some((choice) => choice.type === 'video') ? { mixedContent: true } : {}),
            })
          }
        />
      </section>
      <section className="stack stack--tight" aria-labelledby="gallery-editor-design">
        <h3 id="gallery-editor-design" className="gallery-editor__heading">
          Design
        </h3>
        <GalleryDesignFields settings={settings} onChange={onChange} />
      </section>
    </div>
  );
}
