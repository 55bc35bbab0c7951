import { describe, expect, it } from 'vitest';
import { isWebsiteType, WebsiteType } from './website-type';

// Spec 001 §3 "Website type".
const specTable = { classic: 1, coverPage: 2, parkingPage: 3, commerce: 4, enterprise: 5 };

describe('WebsiteType', () => {
  it('holds exactly the website types of the spec', () => {
    expect(WebsiteType).toEqual(specTable);
  });

  it('recognises website type values only', () => {
    expect(isWebsiteType(2)).toBe(true);
    expect(isWebsiteType(6)).toBe(false);
  });
});
