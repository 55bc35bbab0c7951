import { useText } from '../../i18n/use-text';

/** One line of the order, its amount formatted in the order's currency. */
export interface OrderLineView {
  name: string;
  /** The variant's option values, "M / Blue"; empty without options. */
  options: string;
  quantity: number;
  amount: string;
}

/**
 * What an order costs, as the checkout, the payment step and the order's own page show it: every
 * amount formatted in the order's currency by the server. A figure that is not charged is null.
 */
export interface OrderSummaryView {
  lines: OrderLineView[];
  subtotal: string;
  /** The discount without its sign; null without one. */
  discount: string | null;
  /** The shipping option's price ("Free" at nothing); null when nothing is shipped or the address is not known yet. */
  shipping: string | null;
  /** The shipping option's name ("Standard (3–5 days)"); empty without one. */
  shippingName: string;
  tax: string | null;
  /** Prices include tax: the tax is part of the total, not added to it. */
  taxIncluded: boolean;
  /** null while shipping and tax wait for an address (the checkout before its address step). */
  total: string | null;
}

function AmountRow({ label, amount }: { label: string; amount: string | null }) {
  if (amount === null) return null;
  return (
    <tr>
      <td>{label}</td>
      <td className="num">{amount}</td>
    </tr>
  );
}

function LineRow({ line }: { line: OrderLineView }) {
  const count = ` × ${line.quantity}`;
  return (
    <tr>
      <td>
        {line.options ? (
          <>
            {`${line.name} `}
            <small>{line.options}</small>
            {count}
          </>
        ) : (
          `${line.name}${count}`
        )}
      </td>
      <td className="num">{line.amount}</td>
    </tr>
  );
}

/**
 * The order's lines and totals as one table: the same rows wherever the customer meets the order
 * (checkout, payment, confirmation, status), so the figures can be compared line by line.
 */
export function OrderSummaryTable({
  summary,
  refunded = null,
}: {
  summary: OrderSummaryView;
  /** What was given back, formatted; shown under the total. */
  refunded?: string | null;
}) {
  const text = useText('store');
  return (
    <table data-order-summary="">
      <tbody>
        {summary.lines.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines keep their order and may repeat a name
          <LineRow key={i} line={line} />
        ))}
        <AmountRow label={text('subtotal')} amount={summary.subtotal} />
        <AmountRow
          label={text('discount')}
          amount={summary.discount === null ? null : `-${summary.discount}`}
        />
        {summary.shipping === null ? null : (
          <tr>
            <td>
              {text('shipping')}
              {summary.shippingName ? (
                <>
                  {' '}
                  <small>{summary.shippingName}</small>
                </>
              ) : null}
            </td>
            <td className="num">{text.fromEnglish(summary.shipping)}</td>
          </tr>
        )}
        <AmountRow label={summary.taxIncluded ? text('taxIncluded') : text('tax')} amount={summary.tax} />
        {summary.total === null ? null : (
          <tr>
            <th>{text('total')}</th>
            <th className="num" data-order-total="">
              {summary.total}
            </th>
          </tr>
        )}
        <AmountRow label={text('refunded')} amount={refunded} />
      </tbody>
    </table>
  );
}
