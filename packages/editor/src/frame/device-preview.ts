/** A screen the editor's frame can take the size of (spec 001 §9 breakpoints; device views of §3). */
export interface PreviewDevice {
  id: 'desktop' | 'tablet' | 'tablet-large' | 'phone';
  label: string;
  width: number;
  height: number;
}

export const PREVIEW_DEVICES: readonly PreviewDevice[] = [
  { id: 'desktop', label: 'Desktop', width: 1440, height: 900 },
  { id: 'tablet', label: 'Tablet', width: 768, height: 1024 },
  { id: 'tablet-large', label: 'Large tablet', width: 1024, height: 1366 },
  // Narrower than the mobile breakpoint, and no taller than the tallest phone.
  { id: 'phone', label: 'Phone', width: 390, height: 844 },
];

export const DEFAULT_DEVICE: PreviewDevice = PREVIEW_DEVICES[0]!;

export const findDevice = (id: string | null): PreviewDevice =>
  PREVIEW_DEVICES.find((device) => device.id === id) ?? DEFAULT_DEVICE;

/** How much a device's screen shrinks to fit the space the editor has for it (never enlarged). */
export function fitScale(device: PreviewDevice, available: { width: number; height: number }): number {
  if (available.width <= 0 || available.height <= 0) return 1;
  return Math.min(1, available.width / device.width, available.height / device.height);
}
