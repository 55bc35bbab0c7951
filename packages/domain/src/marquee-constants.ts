// The marquee's numbers (spec 000 §9), in a module of their own: only the marquee's behaviour
// needs them in the browser, so the build keeps them out of the boot script every page loads.
export const MARQUEE = {
  defaults: {
    waveFrequency: 1,
    waveIntensity: 0,
    animationDirection: 'left',
    animationSpeed: 1,
    pausedOnHover: false,
  },
  minWidthPx: 50,
  pathSegmentLengthPx: { min: 250, max: 1000 },
  resampleStepPx: 3,
} as const;
