import { describe, expect, it } from 'vitest';
import { isNavigation, isReservedNavigationName, Navigation, RESERVED_NAVIGATION_NAMES } from './navigation';

describe('Navigation', () => {
  it('is main plus the reserved _hidden and _memberareas', () => {
    expect(Navigation).toEqual({ main: 'main', hidden: '_hidden', memberAreas: '_memberareas' });
    expect(RESERVED_NAVIGATION_NAMES).toEqual(['_hidden', '_memberareas']);
  });

  it('recognises navigation names exactly', () => {
    expect(isNavigation('_memberareas')).toBe(true);
    expect(isNavigation('_memberAreas')).toBe(false);
    expect(isNavigation('footer')).toBe(false);
  });

  it('treats the reserved names as reserved in any letter case', () => {
    expect(isReservedNavigationName('_hidden')).toBe(true);
    expect(isReservedNavigationName('_MemberAreas')).toBe(true);
    expect(isReservedNavigationName('main')).toBe(false);
    expect(isReservedNavigationName('hidden')).toBe(false);
  });
});
