/** One item of the lightbox set: what it shows (content) and its meta. */
export interface LightboxItem {
  type: 'image' | 'video';
  /** The image, or the video's poster. */
  src: string;
  videoUrl?: string;
  alt: string;
  caption?: string;
  width?: number;
  height?: number;
}

/** The lightbox's states (spec 001 §4). */
export type LightboxState = 'open' | 'overlay shown' | 'content shown' | 'hiding' | 'destroyed';

export interface LightboxOptions {
  items: LightboxItem[];
  index: number;
  theme?: 'light' | 'dark';
  /** The element that opened it; focus returns there on close. */
  opener?: HTMLElement | null;
  /** The dialog's accessible name; 'Gallery' by default. */
  label?: string;
  onIndex?: (index: number) => void;
  onStateChange?: (state: LightboxState) => void;
}
