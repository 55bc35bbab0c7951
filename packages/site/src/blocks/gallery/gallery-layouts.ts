import {
  carouselDisabled,
  carouselGroupCount,
  carouselGroupOf,
  carouselPerRow,
  carouselTarget,
  STRIP,
} from '@atelier/domain';
import type { ShowSlide } from './gallery-controller';
import type { GalleryData } from './gallery-data';
import { findTransition, type TransitionStep } from './gallery-transitions';

export interface LayoutView {
  show: ShowSlide;
  target?: (from: number, to: number) => number;
  /** Re-applies the position after a resize. */
  refresh(current: number): void;
  /** Which controls are disabled at this index, when the layout decides it (carousel). */
  disabled?(current: number): { previous: boolean; next: boolean };
  /** Lets touch code run a transition with its own drag state. */
  transitionStep?: Partial<TransitionStep>;
}

const setCurrent = (slides: HTMLElement[], index: number) =>
  slides.forEach((slide, at) => {
    slide.classList.toggle('is-current', at === index);
  });

/** The stacked layout (slideshow design): one slide over the others, changed by a transition. */
export function stackedView(
  root: HTMLElement,
  slides: HTMLElement[],
  data: GalleryData,
  holdMs: () => number,
): LayoutView {
  // Throws 'Could not find transition named ...' before anything is changed.
  const transition = findTransition(data.transition);
  const view: LayoutView = {
    transitionStep: {},
    show(from, to, direction) {
      const fromSlide = slides[from];
      const toSlide = slides[to];
      if (!fromSlide || !toSlide) return 0;
      setCurrent(slides, to);
      const extra = view.transitionStep ?? {};
      view.transitionStep = {};
      return transition({
        from: fromSlide,
        to: toSlide,
        direction,
        index: to,
        vertical: data.transition === 'scroll' && data.scrollDirection === 'vertical',
        holdMs: holdMs(),
        viewportWidth: root.ownerDocument.defaultView?.innerWidth ?? 1024,
        ...extra,
      });
    },
    refresh(current) {
      setCurrent(slides, current);
    },
  };
  return view;
}

/**
 * A row moved sideways by a transform: `offset` says where the row starts for a slide; a change
 * moves it in `ms`, a refresh (after a resize) at once.
 */
function rowView(list: HTMLElement, slides: HTMLElement[], offset: (index: number) => number, ms: number) {
  const place = (index: number, transition: string) => {
    setCurrent(slides, index);
    list.style.transition = transition;
    list.style.transform = `translateX(${-offset(index)}px)`;
  };
  return {
    show(_from: number, to: number) {
      place(to, `transform ${ms}ms ease`);
      return ms;
    },
    refresh: (current: number) => place(current, 'none'),
  };
}

/** Strip (slider design): a row at one height, the current slide aligned start, middle or end. */
export function stripView(list: HTMLElement, slides: HTMLElement[], data: GalleryData): LayoutView {
  return rowView(
    list,
    slides,
    (index) => {
      const slide = slides[index];
      const width = list.parentElement?.clientWidth ?? 0;
      if (!slide) return 0;
      const align = data.stripAlignment;
      const offset =
        align === 'start'
          ? slide.offsetLeft
          : align === 'end'
            ? slide.offsetLeft + slide.offsetWidth - width
            : slide.offsetLeft + slide.offsetWidth / 2 - width / 2;
      return Math.min(Math.max(offset, 0), Math.max(0, list.scrollWidth - width));
    },
    STRIP.speedSeconds * 1000,
  );
}

/** Carousel: slides grouped by per-row; controls move a group at a time. */
export function carouselView(list: HTMLElement, slides: HTMLElement[], data: GalleryData): LayoutView {
  const perRow = () => carouselPerRow(data.slidesPerRow, list.parentElement?.clientWidth ?? 1024);
  return {
    ...rowView(
      list,
      slides,
      (index) => slides[carouselGroupOf(index, perRow()) * perRow()]?.offsetLeft ?? 0,
      500,
    ),
    target(from, to) {
      const n = slides.length;
      const size = perRow();
      const group = carouselGroupOf(from, size);
      // One step past either end lets the index rules wrap or report the end.
      if (to - from === 1 && group >= carouselGroupCount(n, size) - 1) return n;
      if (to - from === -1 && group === 0) return -1;
      return carouselTarget(from, to, n, size);
    },
    disabled: (current) => carouselDisabled(current, slides.length, perRow()),
  };
}
