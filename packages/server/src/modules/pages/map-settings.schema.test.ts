import { describe, expect, it } from 'vitest';
import { PageDocumentSchema } from './page-document.schema';

const id = (n: number) => n.toString(16).padStart(24, '0');
const withBlock = (settings: unknown) => ({
  sections: [{ id: id(1), blocks: [{ id: id(2), type: 4, settings }] }],
});
const at = (path: string) => `sections.0.blocks.0.settings.${path}`;

function problems(settings: unknown) {
  const result = PageDocumentSchema.safeParse(withBlock(settings));
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

const FULL = {
  mapLat: 40.7033,
  mapLng: -73.9881,
  markerLat: null,
  markerLng: null,
  mapZoom: 16,
  addressTitle: 'Riverside Studio',
  addressLine1: '14 Water Street',
  addressLine2: 'Brooklyn, NY 11201',
  addressCountry: 'United States',
  style: 6,
  showLabels: false,
  showTerrain: true,
  draggable: false,
  scrollwheel: false,
  showControls: false,
  disableDefaultUI: false,
  markerDraggable: true,
  linkOnClick: false,
};

describe('a map block’s settings (block type 4)', () => {
  it('keeps every setting, and an empty block (all the spec’s defaults)', () => {
    expect(problems(FULL)).toEqual([]);
    expect(PageDocumentSchema.parse(withBlock(FULL)).sections[0]!.blocks[0]!.settings).toEqual(FULL);
    expect(problems({})).toEqual([]);
    expect(problems({ markerLat: 40.7, markerLng: -73.9 })).toEqual([]);
  });

  it('names the field and says what is wrong', () => {
    expect(problems({ mapLat: 91 })).toEqual([
      { path: at('mapLat'), message: 'The latitude is from -85 to 85.' },
    ]);
    expect(problems({ mapLng: 'east' })).toEqual([
      { path: at('mapLng'), message: 'Give the longitude as a number.' },
    ]);
    expect(problems({ mapZoom: 19 })).toEqual([
      { path: at('mapZoom'), message: 'The zoom is from 1 to 18.' },
    ]);
    expect(problems({ mapZoom: 12.5 })).toEqual([
      { path: at('mapZoom'), message: 'Give the zoom as a whole number.' },
    ]);
    expect(problems({ style: 7 })).toEqual([
      { path: at('style'), message: 'Choose one of the six map styles.' },
    ]);
    expect(problems({ addressTitle: 'x'.repeat(201) })).toEqual([
      { path: at('addressTitle'), message: 'The address title holds at most 200 characters.' },
    ]);
    expect(problems({ linkOnClick: 'yes' })).toEqual([
      { path: at('linkOnClick'), message: 'Use true or false.' },
    ]);
  });
});
