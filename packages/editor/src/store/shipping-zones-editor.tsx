import type { ShippingZone } from '@atelier/domain';
import { useState } from 'react';
import { TextField } from '../shared/fields';
import { newRate, newZone, readCodes } from './settings-rows';
import { ShippingRateEditor } from './shipping-rate-editor';
import { useStore } from './store-context';

/** Codes typed as a list; the text stays as typed while the zone gets the parsed codes. */
function CodesField(props: {
  label: string;
  hint: string;
  codes: string[];
  onChange(codes: string[]): void;
}) {
  const { canEdit } = useStore();
  const [text, setText] = useState(props.codes.join(', '));
  return (
    <TextField
      label={props.label}
      hint={props.hint}
      value={text}
      disabled={!canEdit}
      onChange={(e) => {
        setText(e.target.value);
        props.onChange(readCodes(e.target.value));
      }}
    />
  );
}

/** Shipping zones (countries and regions) and the rates each offers. */
export function ShippingZonesEditor({
  zones,
  onChange,
}: {
  zones: ShippingZone[];
  onChange(zones: ShippingZone[]): void;
}) {
  const { canEdit } = useStore();
  const set = (index: number, change: Partial<ShippingZone>) =>
    onChange(zones.map((z, i) => (i === index ? { ...z, ...change } : z)));
  return (
    <fieldset className="fieldset">
      <legend>Shipping</legend>
      {zones.length === 0 ? (
        <p className="muted">No shipping zones: physical products cannot be shipped yet.</p>
      ) : null}
      {zones.map((zone, i) => {
        const zoneName = zone.name || `Zone ${i + 1}`;
        return (
          <fieldset key={zone.id} className="fieldset store-zone">
            <legend>{zoneName}</legend>
            <div className="store-grid">
              <TextField
                label={`Zone ${i + 1} name`}
                value={zone.name}
                disabled={!canEdit}
                onChange={(e) => set(i, { name: e.target.value })}
              />
              <CodesField
                label={`${zoneName}: countries`}
                hint="Two-letter codes separated by commas (US, CA); * for the rest of the world."
                codes={zone.countries}
                onChange={(countries) => set(i, { countries })}
              />
              <CodesField
                label={`${zoneName}: regions`}
                hint="Optional state or province codes (CA, NY); empty for the whole country."
                codes={zone.regions}
                onChange={(regions) => set(i, { regions })}
              />
            </div>
            {zone.rates.map((rate, j) => (
              <ShippingRateEditor
                key={rate.id}
                rate={rate}
                name={`${zoneName} rate ${j + 1}`}
                onChange={(next) => set(i, { rates: zone.rates.map((r, k) => (k === j ? next : r)) })}
                onRemove={() => set(i, { rates: zone.rates.filter((_, k) => k !== j) })}
              />
            ))}
            {canEdit ? (
              <div className="store-actions">
                <button
                  type="button"
                  className="button button--small"
                  onClick={() => set(i, { rates: [...zone.rates, newRate()] })}
                >
                  Add rate to {zoneName}
                </button>
                <button
                  type="button"
                  className="button button--small button--quiet"
                  onClick={() => onChange(zones.filter((_, k) => k !== i))}
                >
                  Remove {zoneName}
                </button>
              </div>
            ) : null}
          </fieldset>
        );
      })}
      {canEdit ? (
        <button
          type="button"
          className="button button--small"
          onClick={() => onChange([...zones, newZone()])}
        >
          Add shipping zone
        </button>
      ) : null}
    </fieldset>
  );
}
