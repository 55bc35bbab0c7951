import { memberGuard } from './catalogue';

/** Platform version strings (spec 001 §3 "Other enumerations"). Strings, not numbers: '7.1' is not 7.1. */
export const Version = {
  v7: '7',
  v7_1: '7.1',
  v8: '8',
} as const;
export type Version = (typeof Version)[keyof typeof Version];

export const isVersion = /* @__PURE__ */ memberGuard(Version);
