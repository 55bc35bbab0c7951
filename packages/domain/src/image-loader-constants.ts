/** Image loader constants of spec 001 §4 and §9. */
export const IMAGE_LOADER = {
  widths: [2500, 1500, 1000, 750, 500, 300, 100],
  lazyLoadMarginPx: 200,
  defaultFocalPoint: { x: 0.5, y: 0.5 },
} as const;
