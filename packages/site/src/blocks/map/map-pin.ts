/**
 * The marker: a 48×64 pin (spec 001 §3), dark or light as the style carries, else the site's accent
 * colour. Its point is the bottom centre, the marker's position.
 */
export function mapPinSvg(pin: 'dark' | 'light' | 'accent'): string {
  const fill = pin === 'dark' ? '#1f1f1f' : pin === 'light' ? '#ffffff' : 'var(--color-accent, #2b59c3)';
  const dot = pin === 'light' ? '#1f1f1f' : '#ffffff';
  const stroke = pin === 'light' ? '#1f1f1f' : 'none';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 64" width="48" height="64" aria-hidden="true">` +
    `<path d="M24 1.5C11.6 1.5 1.5 11.4 1.5 23.7c0 16.6 22.5 38.8 22.5 38.8s22.5-22.2 22.5-38.8C46.5 11.4 36.4 1.5 24 1.5z" fill="${fill}" stroke="${stroke}" stroke-width="2"/>` +
    `<circle cx="24" cy="23.5" r="8" fill="${dot}"/></svg>`
  );
}
