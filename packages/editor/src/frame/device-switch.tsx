import { PREVIEW_DEVICES, type PreviewDevice } from './device-preview';

interface DeviceSwitchProps {
  /** The device shown, or null while the frame fits the editor's window. */
  value: PreviewDevice | null;
  onChange(device: PreviewDevice): void;
}

/** A small outline of the device's screen, drawn to its proportions. */
function DeviceIcon({ device }: { device: PreviewDevice }) {
  const scale = 18 / Math.max(device.width, device.height);
  const w = Math.max(8, Math.round(device.width * scale));
  const h = Math.max(8, Math.round(device.height * scale));
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <rect
        x={(20 - w) / 2}
        y={(20 - h) / 2}
        width={w}
        height={h}
        rx="2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      />
    </svg>
  );
}

/** The top bar's screen-size switch: one radio per device, named with its size. */
export function DeviceSwitch({ value, onChange }: DeviceSwitchProps) {
  return (
    <fieldset className="device-switch">
      <legend className="visually-hidden">Preview size</legend>
      {PREVIEW_DEVICES.map((device) => {
        const name = `${device.label} ${device.width} × ${device.height}`;
        return (
          <label key={device.id} className="device-switch__option" title={name}>
            <input
              type="radio"
              name="preview-device"
              value={device.id}
              checked={value?.id === device.id}
              aria-label={name}
              onChange={() => onChange(device)}
            />
            <span>
              <DeviceIcon device={device} />
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
