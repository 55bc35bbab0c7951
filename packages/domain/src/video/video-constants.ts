/** Video player constants (spec 001 §9): resize timeout 1000 ms, default intrinsic ratio 56.3%. */
export const VIDEO = { resizeTimeoutMs: 1000, intrinsicRatioPercent: 56.3 } as const;
