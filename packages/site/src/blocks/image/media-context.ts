import { createContext, useContext } from 'react';

/** One library item as a page needs it to render: resolved on the server from the page's media ids. */
export interface RenderMedia {
  id: string;
  kind: 'image' | 'video' | 'audio' | 'document';
  mimeType: string;
  /** Images: the base of the derived files, "/media/{hash}/"; others: the /s/ file link. */
  url: string;
  width: number | null;
  height: number | null;
  animated: boolean;
  /** Audio: its length in seconds, from the file's headers; null or absent when unknown. */
  duration?: number | null;
  /** The format of the last-resort derived image: jpeg, png or gif. */
  fallback: string | null;
  /** A tiny blurred picture (data: URL) shown while the image loads. */
  placeholderUrl: string | null;
  alt: string;
  caption: string;
  focalPoint: { x: number; y: number };
}

/** Media ids to what they are now; a replaced file shows here under the same id. */
export type MediaLookup = Readonly<Record<string, RenderMedia>>;

export interface MediaRenderState {
  media: MediaLookup;
  /** Set once the page's first large image has been rendered eagerly with high priority. */
  eagerTaken: boolean;
}

export const MediaContext = createContext<MediaRenderState>({ media: {}, eagerTaken: true });

export const useMedia = (): MediaRenderState => useContext(MediaContext);

/** A fresh render state per page: the first large image of each page loads eagerly. */
export const mediaRenderState = (media: MediaLookup = {}): MediaRenderState => ({ media, eagerTaken: false });

/** An image at least this wide where it is shown counts as "large" for the eager first image. */
export const LARGE_IMAGE_PX = 400;

/**
 * Claims the page's one high-priority image: true for the first large image a page renders (in
 * document order, library image or plain address), false for every later one. That image is most
 * likely the largest paint of the first screen, so it loads eagerly with high fetch priority.
 */
export function claimFirstImage(state: MediaRenderState, shownWidth: number): boolean {
  if (state.eagerTaken || shownWidth < LARGE_IMAGE_PX) return false;
  state.eagerTaken = true;
  return true;
}
