import {
  MAP_DEFAULT_CENTRE,
  MAP_DISPLAY_DEFAULTS,
  MAP_LIMITS,
  MAP_OPTION_DEBOUNCE_MS,
  type MapDisplayOption,
  MapStyle,
  readMapSettings,
} from '@atelier/domain';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { isApiError } from '../../api/api-error';
import { type PlacePrediction, placeDetails, searchPlaces } from '../../api/map-places.api';
import { CheckboxField, FormError, SelectField, TextField } from '../../shared/fields';
import { type BlockEditorProps, text, withOptional } from '../block-editor-props';

const STYLE_LABELS: readonly [number, string][] = [
  [MapStyle.original, 'Original'],
  [MapStyle.grayscale, 'Grayscale'],
  [MapStyle.satellite, 'Satellite'],
  [MapStyle.minimalLight, 'Minimal light'],
  [MapStyle.minimalDark, 'Minimal dark'],
  [MapStyle.minimalBlue, 'Minimal blue'],
];

const OPTION_LABELS: Readonly<Record<MapDisplayOption, string>> = {
  showLabels: 'Show street and place names',
  showTerrain: 'Show terrain',
  draggable: 'Visitors can move the map',
  scrollwheel: 'Zoom with the mouse wheel',
  showControls: 'Show the zoom buttons',
  disableDefaultUI: 'Hide the other map controls',
  markerDraggable: 'Let the marker be dragged',
  linkOnClick: 'Open the address in Google Maps when the marker is clicked',
};

const message = (error: unknown) =>
  isApiError(error) ? error.message : 'The address search did not answer. Try again.';

/**
 * Map options the owner drags or types (zoom, position) reach the page 60 ms after the last change
 * (spec 000 §9: map option updates are debounced 60 ms), so the preview redraws once, not per step.
 */
function useDebounced(onChange: BlockEditorProps['onChange']) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<Record<string, unknown> | null>(null);
  const latest = useRef(onChange);
  latest.current = onChange;
  // Leaving the panel sends what is still waiting, rather than losing it.
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      if (pending.current) latest.current(pending.current);
    },
    [],
  );
  return (next: Record<string, unknown>) => {
    if (timer.current) clearTimeout(timer.current);
    pending.current = next;
    timer.current = setTimeout(() => {
      pending.current = null;
      latest.current(next);
    }, MAP_OPTION_DEBOUNCE_MS);
  };
}

/**
 * Settings of the Map block (type 4, spec 001 §3): the address, found through the address search
 * (spec 001 §7) or typed, which sets the map's position and the address card; the zoom; one of the
 * six styles (Grayscale by default); and the display options with the spec's defaults.
 */
export function MapEditor({ settings, onChange }: BlockEditorProps) {
  const view = readMapSettings(settings);
  const [draft, setDraft] = useState<Record<string, unknown>>(settings);
  const later = useDebounced(onChange);
  // The owner's typing wins over the settings until it has been sent.
  useEffect(() => setDraft(settings), [settings]);
  const debounced = (key: string, value: unknown) => {
    const next = { ...draft, [key]: value };
    setDraft(next);
    later(next);
  };
  const set = (key: string, value: unknown) => onChange({ ...settings, [key]: value });
  const number = (key: string, fallback: number) => {
    const value = draft[key];
    return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
  };

  const [search, setSearch] = useState('');
  const [found, setFound] = useState<PlacePrediction[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const resultsId = useId();

  const find = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      setFound(await searchPlaces(search.trim()));
    } catch (err) {
      setFound(null);
      setError(message(err));
    } finally {
      setBusy(false);
    }
  };

  const choose = async (prediction: PlacePrediction) => {
    setBusy(true);
    setError(null);
    try {
      const place = await placeDetails(prediction.placeId);
      let next: Record<string, unknown> = {
        ...settings,
        mapLat: place.lat,
        mapLng: place.lng,
        // Spec 001 §3: the marker sits at the map's centre while its own position is null.
        markerLat: null,
        markerLng: null,
      };
      for (const [key, value] of [
        ['addressTitle', place.addressTitle],
        ['addressLine1', place.addressLine1],
        ['addressLine2', place.addressLine2],
        ['addressCountry', place.addressCountry],
      ] as const)
        next = withOptional(next, key, value.slice(0, MAP_LIMITS.addressField));
      onChange(next);
      setFound(null);
      setSearch('');
    } catch (err) {
      setError(message(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="map-editor stack stack--tight">
      {/* A form of its own inside the panel: Enter in the search field searches. */}
      <form className="map-editor__search" aria-label="Address search" onSubmit={find}>
        <TextField
          label="Find the address"
          hint="Search by street, town or the place’s name; the map and the address card follow."
          value={search}
          maxLength={200}
          onChange={(e) => setSearch(e.target.value)}
        />
        <button
          type="submit"
          className="button button--secondary"
          disabled={busy || search.trim().length < 3}
        >
          Search
        </button>
      </form>
      <FormError message={error} />
      {found ? (
        found.length ? (
          <ul className="map-editor__results" id={resultsId} aria-label="Addresses found">
            {found.map((prediction) => (
              <li key={prediction.placeId}>
                <button
                  type="button"
                  className="link-button"
                  onClick={() => choose(prediction)}
                  disabled={busy}
                >
                  {prediction.description}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">No address matches. Try fewer words, or type the position below.</p>
        )
      ) : null}
      <TextField
        label="Address title"
        value={text(settings.addressTitle)}
        maxLength={MAP_LIMITS.addressField}
        onChange={(e) => onChange(withOptional(settings, 'addressTitle', e.target.value))}
      />
      <TextField
        label="Address line 1"
        value={text(settings.addressLine1)}
        maxLength={MAP_LIMITS.addressField}
        onChange={(e) => onChange(withOptional(settings, 'addressLine1', e.target.value))}
      />
      <TextField
        label="Address line 2"
        value={text(settings.addressLine2)}
        maxLength={MAP_LIMITS.addressField}
        onChange={(e) => onChange(withOptional(settings, 'addressLine2', e.target.value))}
      />
      <TextField
        label="Country"
        value={text(settings.addressCountry)}
        maxLength={MAP_LIMITS.addressField}
        onChange={(e) => onChange(withOptional(settings, 'addressCountry', e.target.value))}
      />
      <div className="map-editor__position">
        <TextField
          label="Latitude"
          type="number"
          step="0.000001"
          min={MAP_LIMITS.lat.min}
          max={MAP_LIMITS.lat.max}
          value={number('mapLat', MAP_DEFAULT_CENTRE.lat)}
          onChange={(e) => e.target.value !== '' && debounced('mapLat', Number(e.target.value))}
        />
        <TextField
          label="Longitude"
          type="number"
          step="0.000001"
          min={MAP_LIMITS.lng.min}
          max={MAP_LIMITS.lng.max}
          value={number('mapLng', MAP_DEFAULT_CENTRE.lng)}
          onChange={(e) => e.target.value !== '' && debounced('mapLng', Number(e.target.value))}
        />
      </div>
      <TextField
        label="Zoom"
        type="range"
        min={MAP_LIMITS.zoom.min}
        max={MAP_LIMITS.zoom.max}
        step={1}
        hint={`${number('mapZoom', view.zoom)}: 1 shows the world, 18 a few houses.`}
        value={number('mapZoom', view.zoom)}
        onChange={(e) => debounced('mapZoom', Number(e.target.value))}
      />
      <SelectField
        label="Style"
        value={String(view.style)}
        onChange={(e) => set('style', Number(e.target.value))}
      >
        {STYLE_LABELS.map(([id, label]) => (
          <option key={id} value={id}>
            {label}
          </option>
        ))}
      </SelectField>
      <fieldset className="stack stack--tight">
        <legend>Display</legend>
        {(Object.keys(MAP_DISPLAY_DEFAULTS) as MapDisplayOption[]).map((option) => (
          <CheckboxField
            key={option}
            label={OPTION_LABELS[option]}
            checked={view.options[option]}
            onChange={(e) => set(option, e.target.checked)}
          />
        ))}
      </fieldset>
    </div>
  );
}
