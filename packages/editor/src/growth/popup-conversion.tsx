import { fetchPopupReport } from '../api/overlays.api';
import { useLoaded } from '../shared/queries';

/** Showings and sign-ups counted by the census, and their ratio. */
export function PopupConversion() {
  const report = useLoaded(['overlays', 'popup-report'], fetchPopupReport);
  if (!report.data) return null;
  const { shown, submitted, conversion } = report.data;
  return (
    <p className="popup-conversion">
      Shown {shown} {shown === 1 ? 'time' : 'times'}, {submitted} {submitted === 1 ? 'sign-up' : 'sign-ups'}:{' '}
      <strong>{Math.round(conversion * 1000) / 10}% conversion</strong>
    </p>
  );
}

/** The analytics dashboard's popup section: shown only on a site whose popup has shown. */
export function PopupConversionSection() {
  const report = useLoaded(['overlays', 'popup-report'], fetchPopupReport);
  if (!report.data || report.data.shown === 0) return null;
  return (
    <section className="analytics__section" aria-labelledby="analytics-popup-heading">
      <h3 id="analytics-popup-heading">Popup</h3>
      <PopupConversion />
    </section>
  );
}
