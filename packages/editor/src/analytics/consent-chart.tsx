import { useId } from 'react';
import { formatCount, formatShare, shareOf } from './chart-scale';

interface ConsentChartProps {
  accepted: number;
  declined: number;
}

const HEIGHT = 18;

/** Accepted against declined as one split bar, with both figures and the accept rate in words. */
export function ConsentChart({ accepted, declined }: ConsentChartProps) {
  const titleId = useId();
  const total = accepted + declined;
  const acceptRate = shareOf(accepted, total);
  if (total === 0) return <p className="muted">No visitor has answered the cookie banner in this period.</p>;
  const acceptedPercent = (accepted / total) * 100;
  return (
    <figure className="chart consent-chart">
      <p className="consent-chart__rate">
        <strong>{formatShare(acceptRate)}</strong> accepted
      </p>
      <svg className="chart__svg" width="100%" height={HEIGHT} role="img" aria-labelledby={titleId}>
        <title id={titleId}>
          {`Cookie banner answers: ${formatCount(accepted)} accepted, ${formatCount(declined)} declined, accept rate ${formatShare(acceptRate)}`}
        </title>
        <rect className="chart__bar" x={0} y={0} width={`${acceptedPercent}%`} height={HEIGHT} rx={3} />
        <rect
          className="chart__bar chart__bar--declined"
          x={`${acceptedPercent}%`}
          y={0}
          width={`${100 - acceptedPercent}%`}
          height={HEIGHT}
          rx={3}
        />
      </svg>
      <dl className="consent-chart__figures">
        <div className="chart__key chart__key--0">
          <dt>Accepted</dt>
          <dd>
            {formatCount(accepted)} ({formatShare(acceptRate)})
          </dd>
        </div>
        <div className="chart__key chart__key--declined">
          <dt>Declined</dt>
          <dd>
            {formatCount(declined)} ({formatShare(shareOf(declined, total))})
          </dd>
        </div>
      </dl>
    </figure>
  );
}
