import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_STYLE, isMapStyle, MAP_STYLE_NAMES, MapStyle } from './map-style';

// Spec 001 §3: 1 original, 2 grayscale, 3 satellite, 4 minimal light, 5 minimal dark, 6 minimal blue.
const specTable = {
  original: 1,
  grayscale: 2,
  satellite: 3,
  minimalLight: 4,
  minimalDark: 5,
  minimalBlue: 6,
};

describe('MapStyle', () => {
  it('holds exactly the style ids of the spec', () => {
    expect(MapStyle).toEqual(specTable);
  });

  it('names each style as the settings spell it', () => {
    expect(MAP_STYLE_NAMES).toEqual({
      1: 'Original',
      2: 'Grayscale',
      3: 'Satellite',
      4: 'MinimalLight',
      5: 'MinimalDark',
      6: 'MinimalBlue',
    });
  });

  it('defaults to Grayscale', () => {
    expect(MAP_STYLE_NAMES[DEFAULT_MAP_STYLE]).toBe('Grayscale');
  });

  it('recognises style ids only', () => {
    expect(isMapStyle(6)).toBe(true);
    expect(isMapStyle(7)).toBe(false);
  });
});
