import { useSiteConfig } from '@vetrina/web-kit/site';
import { InfoPage } from './InfoPage.tsx';

export function TermsPage() {
  const { siteName, contactEmail } = useSiteConfig();
  return (
    <InfoPage
      title="Termini e Condizioni"
      showLastUpdate
      intro={`Benvenuto su ${siteName}. Utilizzando il sito e inviando una richiesta d'ordine accetti i termini e le condizioni riportati di seguito.`}
      sections={[
        {
          title: '1. Il servizio',
          body: (
            <p>
              Il sito è una vetrina delle creazioni artigianali cucite a mano. Non è presente un carrello né
              un pagamento online: gli ordini si concordano contattandoci tramite e-mail ({contactEmail}) o
              tramite il nostro profilo social.
            </p>
          ),
        },
        {
          title: '2. Ordini e conferma',
          body: (
            <p>
              L'ordine è confermato dopo il pagamento di un acconto del 50% del totale; il restante 50% viene
              saldato alla consegna. Prima della conferma riceverai un riepilogo con prezzo, personalizzazioni
              e tempi di realizzazione.
            </p>
          ),
        },
        {
          title: '3. Prezzi e pagamenti',
          body: (
            <p>
              I prezzi sono espressi in euro (EUR) e includono l'IVA ove applicabile. Accettiamo pagamenti
              tramite bonifico bancario e PayPal. Le spese di spedizione sono indicate a parte.
            </p>
          ),
        },
        {
          title: '4. Prodotti personalizzati',
          body: (
            <p>
              Ogni creazione è realizzata a mano: piccole differenze di colore, fantasia o misura rispetto
              alle foto sono una caratteristica del lavoro artigianale. I tessuti mostrati sono esempi e
              possono variare in base alle scorte disponibili.
            </p>
          ),
        },
        {
          title: '5. Spedizioni',
          body: <p>Tempi e costi di spedizione sono descritti nella pagina Spedizioni.</p>,
        },
        {
          title: '6. Recesso e resi',
          body: (
            <p>
              Puoi restituire i prodotti non personalizzati entro 14 giorni dalla consegna. I prodotti
              personalizzati non possono essere restituiti, salvo difetti di fabbricazione.
            </p>
          ),
        },
        {
          title: '7. Contatti',
          body: <p>Per qualsiasi domanda su questi termini scrivici a {contactEmail}.</p>,
        },
      ]}
    />
  );
}
