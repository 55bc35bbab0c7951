import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { fitScale, type PreviewDevice } from './device-preview';

interface DeviceStageProps {
  /** The screen to show the site at; null fills the whole stage (full-size preview). */
  device: PreviewDevice | null;
  children: ReactNode;
}

/**
 * Gives the frame a device's exact size in CSS pixels, so the site's own breakpoints apply as on
 * that device, and scales it down to fit the stage. The tree is the same for every device, so
 * switching never reloads the frame.
 */
export function DeviceStage({ device, children }: DeviceStageProps) {
  const stage = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = stage.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setAvailable({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const scale = device ? fitScale(device, available) : 1;
  const sized = device
    ? { width: device.width * scale, height: device.height * scale }
    : { width: '100%', height: '100%' };
  const screen = device
    ? { width: device.width, height: device.height, transform: `scale(${scale})` }
    : { width: '100%', height: '100%' };
  return (
    <div ref={stage} className="device-stage">
      <div className="device-stage__slot" style={sized}>
        <div
          className="device-stage__screen"
          style={screen}
          data-testid="device-screen"
          data-device={device?.id ?? 'full'}
          data-scale={scale.toFixed(3)}
        >
          {children}
        </div>
      </div>
    </div>
  );
}
