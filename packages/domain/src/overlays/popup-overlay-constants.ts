export const POPUP_OVERLAY = {
  zIndexBase: 30000,
  /** displayFrequency value meaning "never show again". */
  neverAgain: -1,
} as const;
