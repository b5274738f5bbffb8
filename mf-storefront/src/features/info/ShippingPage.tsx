import { formatPrice } from '@vetrina/web-kit/format';
import { useSiteSettings } from '../../shared/site-settings.ts';
import { InfoPage } from './InfoPage.tsx';

/** /spedizioni: the owner's shipping text, handling days and rate ('Impostazioni'), the spec's by default. */
export function ShippingPage() {
  const { shippingText, shippingRate, handlingDaysMin, handlingDaysMax } = useSiteSettings();
  const rate = formatPrice(shippingRate);
  const handling =
    handlingDaysMin === handlingDaysMax ? `${handlingDaysMin}` : `${handlingDaysMin}-${handlingDaysMax}`;
  return (
    <InfoPage
      title="Spedizioni"
      intro={shippingText}
      sections={[
        {
          title: 'Tempi di preparazione',
          body: (
            <ul>
              <li>Prodotti disponibili: preparati in 1-2 giorni lavorativi.</li>
              <li>
                Prodotti su ordinazione o personalizzati: preparati in {handling}{' '}
                {handlingDaysMax === 1 ? 'giorno lavorativo' : 'giorni lavorativi'}.
              </li>
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
