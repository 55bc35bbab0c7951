import { PREVIEW_DEVICES, type PreviewDevice } from './device-preview';

interface DeviceSwitchProps {
  value: PreviewDevice;
  onChange(device: PreviewDevice): void;
}

/** The top bar's screen-size switch: one radio per device, labelled with its size. */
export function DeviceSwitch({ value, onChange }: DeviceSwitchProps) {
  return (
    <fieldset className="device-switch">
      <legend className="visually-hidden">Preview size</legend>
      {PREVIEW_DEVICES.map((device) => (
        <label
          key={device.id}
          className="device-switch__option"
          title={`${device.label}, ${device.width} × ${device.height}`}
        >
          <input
            type="radio"
            name="preview-device"
            value={device.id}
            checked={value.id === device.id}
            aria-label={`${device.label} ${device.width} × ${device.height}`}
            onChange={() => onChange(device)}
          />
          <span aria-hidden="true">{device.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
