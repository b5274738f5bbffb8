import type { CustomerOrderView } from '@vetrina/contracts/customer-order';
import { formatPrice } from '@vetrina/web-kit/format';
import text from '../../shared/ui/text.module.css';
import styles from './CustomerOrderPage.module.css';

type Line = CustomerOrderView['lines'][number];

function Personalisation({ line }: { line: Line }) {
  const p = line.personalisation;
  const details: [string, string | null][] = [
    ...line.answers.map((a): [string, string] => [a.question, a.answer]),
    ['Testo da ricamare', p.text],
    ['Colori', p.colours],
    ['Note', p.notes],
  ];
  const shown = details.filter((d): d is [string, string] => Boolean(d[1]));
  if (shown.length === 0) return null;
  return (
    <dl className={styles.personalisation}>
      {shown.map(([label, value]) => (
        <div key={label}>
          <dt className={text.secondary}>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The order's lines: quantity, name, price when there is one, and the personalisation. */
export function OrderLines({ lines }: { lines: Line[] }) {
  return (
    <ul className={styles.lines}>
      {lines.map((line, index) => (
        <li key={index} className={styles.line}>
          <p className={styles.lineTitle}>
            <span>
              {line.quantity} × {line.description}
            </span>
            {line.lineTotal && <span>{formatPrice(line.lineTotal)}</span>}
          </p>
          <Personalisation line={line} />
        </li>
      ))}
    </ul>
  );
}
