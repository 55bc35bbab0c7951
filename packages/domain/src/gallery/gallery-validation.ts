import { galleryMessages } from '../message-groups/gallery';
import { GALLERY_TRANSITIONS, type GalleryTransition } from './gallery-settings';

/** Validation rules of spec 001 §5 ("Gallery"). Each returns the accepted value or an error text. */
export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

/** columnWidth (autocolumns) must be a positive number; numeric strings are parsed. */
export function checkColumnWidth(value: unknown): Checked<number> {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof parsed === 'number' && Number.isFinite(parsed) && parsed > 0) return { ok: true, value: parsed };
  return { ok: false, error: 'columnWidth must be a positive number.' };
}

export const STRIP_ALIGNMENTS = ['start', 'middle', 'end'] as const;
export type StripAlignment = (typeof STRIP_ALIGNMENTS)[number];

export function checkStripAlignment(value: unknown): Checked<StripAlignment> {
  const found = STRIP_ALIGNMENTS.find((option) => option === value);
  return found ? { ok: true, value: found } : { ok: false, error: 'alignment must be start, middle or end.' };
}

export const SWIPE_BOUNDARIES = ['none', 'hard', 'inertial'] as const;
export type SwipeBoundary = (typeof SWIPE_BOUNDARIES)[number];

/** Swipe boundaries: each one none, hard or inertial. */
export function checkSwipeBoundaries(values: unknown): Checked<SwipeBoundary[]> {
  const list = Array.isArray(values) ? values : [values];
  const out: SwipeBoundary[] = [];
  for (const value of list) {
    const found = SWIPE_BOUNDARIES.find((option) => option === value);
    if (!found) return { ok: false, error: 'boundaries must each be none, hard or inertial.' };
    out.push(found);
  }
  return { ok: true, value: out };
}

/** Swipe snapPoints: a percentage ("25%") or none; the value is the fraction, or null for none. */
export function checkSnapPoints(value: unknown): Checked<number | null> {
  if (value === 'none') return { ok: true, value: null };
  if (typeof value === 'string') {
    const match = /^(\d+(?:\.\d+)?)%$/.exec(value.trim());
    if (match && Number(match[1]) <= 100) return { ok: true, value: Number(match[1]) / 100 };
  }
  return { ok: false, error: 'snapPoints must be a percentage or none.' };
}

/** The named slideshow transition; an unknown name throws 'Could not find transition named ...'. */
export function transitionNamed(name: unknown): GalleryTransition {
  const found = GALLERY_TRANSITIONS.find((option) => option === name);
  if (!found) throw new Error(galleryMessages.unknownTransition.replace('{name}', String(name)));
  return found;
}
