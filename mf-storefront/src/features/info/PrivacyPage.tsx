import { useSiteConfig } from '@vetrina/web-kit/site';
import { InfoPage } from './InfoPage.tsx';

export function PrivacyPage() {
  const { siteName, contactEmail } = useSiteConfig();
  return (
    <InfoPage
      title="Privacy Policy"
      showLastUpdate
      intro={`Questa informativa descrive come ${siteName} tratta i dati personali di chi visita il sito e ci contatta, ai sensi del Regolamento (UE) 2016/679 (GDPR).`}
      sections={[
        {
          title: '1. Titolare del trattamento',
          body: (
            <p>
              Il titolare del trattamento è {siteName}, contattabile all'indirizzo {contactEmail}.
            </p>
          ),
        },
        {
          title: '2. Dati raccolti',
          body: (
            <p>
              Raccogliamo solo i dati che ci invii volontariamente tramite il modulo di contatto o via e-mail
              (nome, indirizzo e-mail, oggetto e testo del messaggio) e i dati tecnici strettamente necessari
              al funzionamento del sito.
            </p>
          ),
        },
        {
          title: '3. Finalità e base giuridica',
          body: (
            <p>
              Usiamo i tuoi dati esclusivamente per rispondere alle tue richieste, preparare preventivi e
              gestire gli ordini concordati. Non li cediamo a terzi per finalità di marketing.
            </p>
          ),
        },
        {
          title: '4. Conservazione',
          body: (
            <p>
              Conserviamo i dati per il tempo necessario a gestire la richiesta e gli eventuali obblighi di
              legge.
            </p>
          ),
        },
        {
          title: '5. Cookie',
          body: (
            <p>
              Il sito utilizza solo cookie tecnici necessari al funzionamento (ad esempio la preferenza del
              tema chiaro o scuro). Non usiamo cookie di profilazione.
            </p>
          ),
        },
        {
          title: '6. I tuoi diritti',
          body: (
            <p>
              Puoi chiedere in qualsiasi momento l'accesso, la rettifica o la cancellazione dei tuoi dati
              scrivendo a {contactEmail}. Hai inoltre il diritto di proporre reclamo al Garante per la
              protezione dei dati personali.
            </p>
          ),
        },
      ]}
    />
  );
}
