import { GALLERY_KEYS, type IndexChange, normaliseIndex, requestIndex } from '@atelier/domain';

export type GalleryEvent = 'change' | 'reachedBeginning' | 'reachedEnd';

/** The gallery's `elements` of spec 001 §3; each may be absent. */
export interface GalleryElements {
  next?: HTMLElement | null;
  previous?: HTMLElement | null;
  currentIndex?: HTMLElement | null;
  totalSlides?: HTMLElement | null;
  controls?: HTMLElement | null;
}

export interface AutoplayOptions {
  randomize: boolean;
  timeout: number;
  pauseOnMouseover: boolean;
}

/** How a layout shows a change of slide; returns how long the motion lasts, in ms. */
export type ShowSlide = (from: number, to: number, direction: 1 | -1) => number;

export interface GalleryInit {
  numberOfSlides: number;
  currentIndex: number;
  loop: boolean;
  keyboard: boolean;
  historyHash: boolean;
  autoplayOptions: AutoplayOptions;
  /** None for a gallery without controls of its own (a thumbnail strip). */
  elements?: GalleryElements;
  show: ShowSlide;
  /** Maps a requested index to the one the layout goes to (carousel groups); identity by default. */
  target?: (from: number, to: number) => number;
}

/**
 * A gallery's index and motion with the attributes of spec 001 §3 ("Gallery attributes"). Changes
 * follow the index rules of spec 001 §4: refused while it or a linked gallery is in motion; at the
 * ends, loop wraps and no loop fires reachedBeginning / reachedEnd.
 */
export class GalleryModel {
  currentIndex: number;
  numberOfSlides: number;
  loop: boolean;
  keyboard: boolean;
  readonly keys = { ...GALLERY_KEYS };
  lazyLoad = true;
  inMotion = false;
  autoplayOptions: AutoplayOptions;
  linkedGalleries: GalleryModel[] = [];
  historyHash: boolean;
  elements: GalleryElements;
  private readonly show: ShowSlide;
  private readonly target: (from: number, to: number) => number;
  private readonly listeners = new Map<GalleryEvent, Set<(index: number) => void>>();
  private motionTimer: ReturnType<typeof setTimeout> | undefined;
  private syncing = false;

  constructor(init: GalleryInit) {
    this.numberOfSlides = init.numberOfSlides;
    this.currentIndex = normaliseIndex(init.currentIndex, init.numberOfSlides);
    this.loop = init.loop;
    this.keyboard = init.keyboard;
    this.historyHash = init.historyHash;
    this.autoplayOptions = init.autoplayOptions;
    this.elements = init.elements ?? {};
    this.show = init.show;
    this.target = init.target ?? ((_from, to) => to);
  }

  on(event: GalleryEvent, listener: (index: number) => void): () => void {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
    return () => set.delete(listener);
  }

  private emit(event: GalleryEvent, index: number): void {
    for (const listener of this.listeners.get(event) ?? []) listener(index);
  }

  /** Links galleries both ways (a slideshow and its thumbnail strip) so they share one index. */
  link(other: GalleryModel): void {
    if (!this.linkedGalleries.includes(other)) this.linkedGalleries.push(other);
    if (!other.linkedGalleries.includes(this)) other.linkedGalleries.push(this);
  }

  private linkedInMotion(): boolean {
    return this.linkedGalleries.some((gallery) => gallery.inMotion);
  }

  /** Asks for a slide; returns what happened. `instant` shows it without motion (first load). */
  setIndex(requested: unknown, options: { direction?: 1 | -1; instant?: boolean } = {}): IndexChange {
    const state = {
      currentIndex: this.currentIndex,
      numberOfSlides: this.numberOfSlides,
      loop: this.loop,
      inMotion: this.inMotion && !options.instant,
    };
    const wanted = typeof requested === 'number' ? this.target(this.currentIndex, requested) : requested;
    const change = requestIndex(state, wanted, !options.instant && !this.syncing && this.linkedInMotion());
    if (change.kind !== 'moved') {
      if (change.kind.startsWith('reached')) this.emit(change.kind as GalleryEvent, this.currentIndex);
      return change;
    }
    const from = this.currentIndex;
    const direction = options.direction ?? (change.index > from ? 1 : -1);
    this.currentIndex = change.index;
    const duration = this.show(from, change.index, direction);
    if (!options.instant && duration > 0) {
      this.inMotion = true;
      clearTimeout(this.motionTimer);
      this.motionTimer = setTimeout(() => {
        this.inMotion = false;
      }, duration);
    }
    this.emit('change', change.index);
    for (const linked of this.linkedGalleries) {
      if (linked.currentIndex === change.index) continue;
      linked.syncing = true;
      try {
        linked.setIndex(change.index, { direction, instant: options.instant });
      } finally {
        linked.syncing = false;
      }
    }
    return change;
  }

  next(): IndexChange {
    return this.setIndex(this.currentIndex + 1, { direction: 1 });
  }

  previous(): IndexChange {
    return this.setIndex(this.currentIndex - 1, { direction: -1 });
  }

  destroy(): void {
    clearTimeout(this.motionTimer);
    this.listeners.clear();
  }
}
