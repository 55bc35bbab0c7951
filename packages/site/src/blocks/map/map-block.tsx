import {
  MAP,
  MAP_LINK_BASE,
  MAP_STYLE_NAMES,
  type MapView,
  mapLinkUrl,
  readMapSettings,
} from '@atelier/domain';
import { useText } from '../../i18n/use-text';
import type { BlockProps } from '../block-props';

/** The name of the Map block's browser behaviour (map.behaviour.ts). */
export const MAP_BEHAVIOUR = 'map';

/** What the map shows as data attributes, read by the behaviour (and by nothing else). */
function mapData(view: MapView, link: string) {
  return {
    'data-map-lat': view.lat,
    'data-map-lng': view.lng,
    'data-marker-lat': view.markerLat,
    'data-marker-lng': view.markerLng,
    'data-map-zoom': view.zoom,
    'data-map-style': view.style,
    'data-map-pin': view.pin ?? undefined,
    'data-map-options': JSON.stringify(view.options),
    'data-map-link': link,
    // The spec's constants (spec 001 §3, §9), here so the browser's code need not import them.
    'data-map-load-timeout': MAP.loadTimeoutMs,
    'data-map-pin-size': `${MAP.markerPin.width}x${MAP.markerPin.height}`,
  };
}

/**
 * Map (block type 4, spec 001 §3): a box the behaviour draws the map in, from the tiles the
 * operator serves, and under it the address card with the external maps link (spec 001 §2: the
 * marker position, the address text and the zoom, in a new window). The card is all there is
 * without JavaScript, before an external tile source is allowed, or when no tiles are configured:
 * never an empty box. The notice for an external source carries `{host}` for the behaviour to fill.
 */
export function MapBlock({ block, root }: BlockProps) {
  const view = readMapSettings(block.settings);
  const text = useText('map');
  const link = mapLinkUrl(view);
  const place = view.addressTitle || view.addressLines[0];
  const label = place ? text('mapLabel', { place }) : text('mapLabelPlain');
  const styleName = MAP_STYLE_NAMES[view.style].toLowerCase();
  return (
    <div {...root} className={`block block-map block-map--${styleName}`} data-behaviour={MAP_BEHAVIOUR}>
      <section
        className="block-map__box"
        aria-label={label}
        {...mapData(view, link)}
        data-tiles-notice={text('tilesNotice', { host: '{host}' })}
        data-tiles-show={text('tilesShow', { host: '{host}' })}
      />
      <address className="block-map__card">
        {view.addressTitle ? <strong className="block-map__title">{view.addressTitle}</strong> : null}
        {view.addressLines.map((line, index) => (
          // Lines may repeat (two empty-looking lines never reach here); their place keys them.
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines have no identity but their order.
          <span className="block-map__line" key={index}>
            {line}
          </span>
        ))}
        <a
          className="block-map__link"
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          data-map-host={new URL(MAP_LINK_BASE).host}
        >
          {text('openInMaps')}
          <span className="visually-hidden"> {text('newWindow')}</span>
        </a>
      </address>
    </div>
  );
}

/** The words of a map for site search: its address. */
export function mapBlockText(settings: unknown): string {
  const view = readMapSettings(settings);
  return [view.addressTitle, ...view.addressLines].filter(Boolean).join(' ');
}
