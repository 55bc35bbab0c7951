import type { GallerySlide } from '@atelier/domain';
import { type DragEvent, type KeyboardEvent, useState } from 'react';
import { TextField } from '../../shared/fields';
import { moveSlide, withSlideText } from './gallery-slides';

/**
 * The gallery's slides in order: drag a row to move it, or use its Move up / Move down buttons (or
 * Alt + arrow keys on the row) from the keyboard. Each row edits alt text, caption and click-through.
 */
export function SlideList({
  slides,
  onChange,
}: {
  slides: GallerySlide[];
  onChange(slides: GallerySlide[]): void;
}) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const move = (from: number, to: number) => {
    if (to < 0 || to >= slides.length || from === to) return;
    onChange(moveSlide(slides, from, to));
    setAnnouncement(`Moved to position ${to + 1} of ${slides.length}.`);
  };
  const update = (index: number, slide: GallerySlide) =>
    onChange(slides.map((existing, at) => (at === index ? slide : existing)));
  const remove = (index: number) => onChange(slides.filter((_, at) => at !== index));

  const onDrop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragging !== null) move(dragging, to);
    setDragging(null);
    setOver(null);
  };
  const onKey = (event: KeyboardEvent, index: number) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(index, index + (event.key === 'ArrowUp' ? -1 : 1));
  };

  if (slides.length === 0) return <p className="muted">No images yet. Add the first one below.</p>;
  return (
    <>
      <ol className="gallery-editor__slides" aria-label="Slides">
        {slides.map((slide, index) => (
          <li
            key={slide.id}
            className={`gallery-editor__slide${over === index ? ' is-drop-target' : ''}${dragging === index ? ' is-dragging' : ''}`}
            draggable
            onDragStart={(event) => {
              setDragging(index);
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', slide.id);
            }}
            onDragOver={(event) => {
              event.preventDefault();
              setOver(index);
            }}
            onDragLeave={() => setOver((current) => (current === index ? null : current))}
            onDrop={(event) => onDrop(event, index)}
            onDragEnd={() => {
              setDragging(null);
              setOver(null);
            }}
            onKeyDown={(event) => onKey(event, index)}
          >
            <div className="gallery-editor__slide-head">
              <span className="gallery-editor__handle" aria-hidden="true">
                ⋮⋮
              </span>
              {slide.src ? <img className="gallery-editor__thumb" src={slide.src} alt="" /> : null}
              <span className="gallery-editor__slide-title">
                {index + 1}. {slide.type === 'video' ? 'Video' : 'Image'}
              </span>
              <span className="gallery-editor__slide-actions">
                <button
                  type="button"
                  className="button button--small"
                  aria-label={`Move slide ${index + 1} up`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="button button--small"
                  aria-label={`Move slide ${index + 1} down`}
                  disabled={index === slides.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="button button--small button--danger"
                  aria-label={`Remove slide ${index + 1}`}
                  onClick={() => remove(index)}
                >
                  Remove
                </button>
              </span>
            </div>
            <TextField
              label="Alt text"
              value={slide.alt}
              onChange={(e) => update(index, { ...slide, alt: e.target.value })}
            />
            <TextField
              label="Caption"
              value={slide.caption ?? ''}
              onChange={(e) => update(index, withSlideText(slide, 'caption', e.target.value))}
            />
            <TextField
              label="Click-through link"
              hint="Optional: a click on this slide opens this address instead of the lightbox."
              value={slide.clickThroughUrl ?? ''}
              onChange={(e) => update(index, withSlideText(slide, 'clickThroughUrl', e.target.value.trim()))}
            />
          </li>
        ))}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
