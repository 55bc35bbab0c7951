import {
  type GalleryTransition,
  KEN_BURNS_ZOOM,
  newSwipeSeconds,
  STACKED,
  TOUCH,
  transitionNamed,
} from '@atelier/domain';

export interface TransitionStep {
  from: HTMLElement;
  to: HTMLElement;
  /** 1 forwards, -1 backwards. */
  direction: 1 | -1;
  /** The index shown next; ken-burns zooms in on even indexes and out on odd ones. */
  index: number;
  vertical: boolean;
  /** How long the new slide stays (autoplay timeout), for the ken-burns zoom. */
  holdMs: number;
  viewportWidth: number;
  /** Where a drag left the slides, as a fraction of the width already travelled (touch). */
  dragged?: number;
  /** Overrides the transition's own duration (a touch release settles in its own time). */
  durationMs?: number;
}

/** Runs one change of slide and returns how long it is in motion, in ms. */
export type Transition = (step: TransitionStep) => number;

const speedMs = STACKED.speedSeconds * 1000;
const cleanups = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();

/** Clears the inline motion styles once the motion is over. */
function settle(elements: HTMLElement[], afterMs: number): void {
  for (const element of elements) {
    clearTimeout(cleanups.get(element));
    cleanups.set(
      element,
      setTimeout(() => {
        element.classList.remove('is-leaving', 'is-entering');
        element.style.transition = '';
        element.style.transform = '';
        element.style.opacity = '';
      }, afterMs),
    );
  }
}

const reflow = (element: HTMLElement) => element.offsetWidth;

const fade: Transition = ({ from, to }) => {
  const fadeOut = speedMs * STACKED.fadeOutFactor;
  to.classList.add('is-entering');
  from.classList.add('is-leaving');
  to.style.transition = `opacity ${speedMs}ms ease`;
  from.style.transition = `opacity ${fadeOut}ms ease`;
  settle([from, to], fadeOut);
  return fadeOut;
};

const kenBurns: Transition = (step) => {
  const duration = fade(step);
  const img = step.to.querySelector<HTMLElement>('.gallery__img');
  if (img) {
    const zoomIn = step.index % 2 === 0;
    const zoom = `scale(${KEN_BURNS_ZOOM})`;
    img.classList.remove('is-zoom');
    img.style.transform = zoomIn ? 'scale(1)' : zoom;
    reflow(img);
    img.style.setProperty('--gallery-zoom-duration', `${step.holdMs + duration}ms`);
    img.classList.add('is-zoom');
    img.style.transform = zoomIn ? zoom : 'scale(1)';
  }
  return duration;
};

/** Moves the new slide in from one side while the old one leaves by the other. */
function slideBy(defaultMs: number): Transition {
  return ({ from, to, direction, vertical, dragged = 0, durationMs }) => {
    const duration = durationMs ?? defaultMs;
    const axis = vertical ? 'Y' : 'X';
    const start = (1 - dragged) * 100 * direction;
    to.classList.add('is-entering');
    from.classList.add('is-leaving');
    to.style.transition = 'none';
    to.style.opacity = '1';
    from.style.opacity = '1';
    to.style.transform = `translate${axis}(${start}%)`;
    reflow(to);
    const timing = `transform ${duration}ms ease-out`;
    to.style.transition = timing;
    from.style.transition = timing;
    to.style.transform = `translate${axis}(0)`;
    from.style.transform = `translate${axis}(${-100 * direction}%)`;
    settle([from, to], duration);
    return duration;
  };
}

const transitions: Record<GalleryTransition, Transition> = {
  fade,
  'ken-burns': kenBurns,
  scroll: slideBy(speedMs),
  swipe: slideBy(TOUCH.swipeScrollAnimationSeconds * 1000),
  'new-swipe': (step) => slideBy(newSwipeSeconds(step.viewportWidth, 1 - (step.dragged ?? 0)) * 1000)(step),
};

/** The transition of that name; an unknown name throws 'Could not find transition named ...'. */
export function findTransition(name: unknown): Transition {
  return transitions[transitionNamed(name)];
}
