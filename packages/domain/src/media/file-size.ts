import { BYTES_PER_MEGABYTE, FILE_SIZE_STEP, FILE_SIZE_UNITS } from '../constants';

/**
 * A byte count for people (spec 001 §9): steps of 1024 from B up to YB, one decimal below 10 of a
 * unit, whole numbers above. 1536 -> "1.5 KB", 50,000,000 -> "48 MB".
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '0 B';
  let value = bytes;
  let unit = 0;
  while (value >= FILE_SIZE_STEP && unit < FILE_SIZE_UNITS.length - 1) {
    value /= FILE_SIZE_STEP;
    unit += 1;
  }
  const shown = unit === 0 || value >= 10 ? String(Math.round(value)) : String(Math.round(value * 10) / 10);
  return `${shown} ${FILE_SIZE_UNITS[unit]}`;
}

/** Limits are set in megabytes of 1,000,000 bytes (spec 001 §9). */
export const megabytes = (count: number): number => count * BYTES_PER_MEGABYTE;
