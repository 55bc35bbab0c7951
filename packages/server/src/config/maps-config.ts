import path from 'node:path';
import type { z } from 'zod';
import { broken, text, url, variable } from './env-variables';

/** Where maps take their tiles and addresses from (README, "Maps"). */
export interface MapsConfig {
  /**
   * MAP_TILES_FILE: a PMTiles archive of vector tiles the site's server serves to visitors' maps;
   * `sample` (the default) is the small built-in set around the demo studio, `none` shows address
   * cards only.
   */
  tilesFile: 'sample' | 'none' | string;
  /**
   * MAP_TILE_URL: raster tiles from another host instead (`https://tile.example.org/{z}/{x}/{y}.png`);
   * visitors' maps then load only after they accept cookies or press the button naming the host.
   */
  tileUrl: string | null;
  /** MAP_TILE_ATTRIBUTION: the credit shown on maps drawn from MAP_TILE_URL. */
  tileAttribution: string;
  /** GEOCODER_URL: a Nominatim-style search API the editor's address search asks; unset, no search. */
  geocoderUrl: string | null;
}

const TEMPLATE_EXAMPLE = 'https://tile.example.org/{z}/{x}/{y}.png';

/** The maps' variables, part of the environment's schema (config.ts). */
export const MAPS_VARIABLES = {
  MAP_TILES_FILE: text('sample'),
  MAP_TILE_URL: variable<string | null>(null, (raw) => {
    const parsed = URL.canParse(raw.replace(/\{[zxy]\}/g, '0'))
      ? new URL(raw.replace(/\{[zxy]\}/g, '0'))
      : null;
    return parsed?.protocol === 'https:' && ['{z}', '{x}', '{y}'].every((part) => raw.includes(part))
      ? raw
      : broken(`must be an https address with {z}, {x} and {y}, such as ${TEMPLATE_EXAMPLE}`);
  }),
  MAP_TILE_ATTRIBUTION: text('© OpenStreetMap contributors'),
  GEOCODER_URL: url(['http:', 'https:'], 'https://nominatim.example.org'),
};

type MapsEnvironment = z.output<z.ZodObject<typeof MAPS_VARIABLES>> & { INIT_CWD: string };

export const mapsFrom = (env: MapsEnvironment): MapsConfig => ({
  tilesFile:
    env.MAP_TILES_FILE === 'sample' || env.MAP_TILES_FILE === 'none'
      ? env.MAP_TILES_FILE
      : path.resolve(env.INIT_CWD, env.MAP_TILES_FILE),
  tileUrl: env.MAP_TILE_URL,
  tileAttribution: env.MAP_TILE_ATTRIBUTION,
  geocoderUrl: env.GEOCODER_URL,
});
