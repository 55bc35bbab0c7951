import { memberGuard } from './catalogue';

/**
 * Navigations a page can sit in. `main` is the site's visible navigation; the two names with a
 * leading underscore are reserved by the spec (spec 001 §9 "Reserved names").
 */
export const Navigation = {
  main: 'main',
  hidden: '_hidden',
  memberAreas: '_memberareas',
} as const;
export type Navigation = (typeof Navigation)[keyof typeof Navigation];

export const isNavigation = /* @__PURE__ */ memberGuard(Navigation);

export const RESERVED_NAVIGATION_NAMES: readonly Navigation[] = [Navigation.hidden, Navigation.memberAreas];

/** Owners may not give a navigation of their own a reserved name, whatever its letter case. */
export function isReservedNavigationName(name: string): boolean {
  const lower = name.toLowerCase();
  return RESERVED_NAVIGATION_NAMES.some((reserved) => reserved === lower);
}
