import type { CustomerOrderView } from '@vetrina/contracts/customer-order';
import { formatPrice } from '@vetrina/web-kit/format';
import { Container } from '../../shared/ui/Container.tsx';
import text from '../../shared/ui/text.module.css';
import { OrderLines } from './OrderLines.tsx';
import { OrderTimeline } from './OrderTimeline.tsx';
import { dayOf } from './order-dates.ts';
import styles from './CustomerOrderPage.module.css';

function OrderFacts({ order }: { order: CustomerOrderView }) {
  const facts: [string, string][] = [
    ['Totale concordato', order.agreedTotal === null ? 'da definire' : formatPrice(order.agreedTotal)],
    ['Acconto ricevuto', formatPrice(order.deposit ?? '0')],
    ['Saldo', order.balance === null ? 'da definire' : formatPrice(order.balance)],
    ['Consegna prevista', order.expectedDelivery ? dayOf(order.expectedDelivery) : 'da definire'],
  ];
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt className={text.secondary}>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The customer's own order page (no sign-in: her signed link): where the order stands as a timeline, the
 * lines with their personalisation, the money agreed and still due, the expected delivery and the tracking
 * link once shipped. Server-rendered, no script: it works in any mail app's browser.
 */
export function CustomerOrderPage({ order }: { order: CustomerOrderView | null }) {
  if (!order)
    return (
      <Container width="md" className={styles.page}>
        <h1 className={`${text.h4} ${styles.title}`}>Il tuo ordine</h1>
        <p role="alert" className={text.body}>
          La pagina del tuo ordine non è disponibile in questo momento. Riprova tra qualche minuto.
        </p>
      </Container>
    );
  return (
    <Container width="md" className={styles.page}>
      <h1 className={`${text.h4} ${styles.title}`}>Il tuo ordine n. {order.id}</h1>
      <p className={`${text.body} ${styles.status}`}>
        Stato: <strong>{order.statusLabel}</strong>
      </p>
      {order.trackingUrl && (
        <p className={text.body}>
          <a href={order.trackingUrl} target="_blank" rel="noopener noreferrer" className={styles.tracking}>
            Segui la spedizione
          </a>
        </p>
      )}
      <section aria-labelledby="order-timeline" className={styles.section}>
        <h2 id="order-timeline" className={`${text.h6} ${text.gutter}`}>
          Avanzamento
        </h2>
        <OrderTimeline steps={order.steps} />
      </section>
      <section aria-labelledby="order-lines" className={styles.section}>
        <h2 id="order-lines" className={`${text.h6} ${text.gutter}`}>
          Cosa hai ordinato
        </h2>
        <OrderLines lines={order.lines} />
      </section>
      <section aria-labelledby="order-money" className={styles.section}>
        <h2 id="order-money" className={`${text.h6} ${text.gutter}`}>
          Pagamento e consegna
        </h2>
        <OrderFacts order={order} />
      </section>
      <p className={`${text.body2} ${text.secondary}`}>
        Hai domande? Rispondi a una delle nostre e-mail o scrivici dalla pagina{' '}
        <a href="/contatti">Contatti</a>.
      </p>
    </Container>
  );
}
