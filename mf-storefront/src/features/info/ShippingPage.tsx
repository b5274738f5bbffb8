import { formatPrice } from '@vetrina/web-kit/format';
import { SHIPPING } from '@vetrina/contracts/constants';
import { InfoPage } from './InfoPage.tsx';

export function ShippingPage() {
  const rate = formatPrice(SHIPPING.rate);
  return (
    <InfoPage
      title="Spedizioni"
      intro="Spediamo le nostre creazioni in tutta Italia, impacchettate con cura."
      sections={[
        {
          title: 'Tempi di preparazione',
          body: (
            <ul>
              <li>Prodotti disponibili: preparati in 1-2 giorni lavorativi.</li>
              <li>Prodotti su ordinazione o personalizzati: preparati in 3-5 giorni lavorativi.</li>
            </ul>
          ),
        },
        {
          title: 'Tempi di consegna',
          body: (
            <p>La consegna tramite servizio postale richiede circa 3-7 giorni lavorativi dalla spedizione.</p>
          ),
        },
        {
          title: 'Costi di spedizione',
          body: (
            <p>
              La spedizione parte da {rate}. Il costo esatto ti viene comunicato insieme al riepilogo
              dell'ordine.
            </p>
          ),
        },
        {
          title: 'Tracciamento',
          body: <p>Quando il pacco parte ti inviamo il codice di tracciamento per seguirne il percorso.</p>,
        },
      ]}
    />
  );
}
