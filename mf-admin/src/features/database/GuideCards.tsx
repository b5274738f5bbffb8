import { useQuery } from '@tanstack/react-query';
import { Card, CardContent, Typography } from '@mui/material';
import { formatDate } from '@vetrina/web-kit';
import { scheduleQuery } from './database-api.ts';

/** The spec's info and quick-guide cards, plus when the weekly backup runs next. */
export function GuideCards() {
  const schedule = useQuery(scheduleQuery);
  const next = schedule.data?.nextRunAt;
  return (
    <>
      <Card variant="outlined" component="section" aria-labelledby="backup-info-title">
        <CardContent>
          <Typography id="backup-info-title" variant="h6" component="h2" gutterBottom>
            Informazioni
          </Typography>
          <Typography variant="body2" sx={{ mb: 1 }}>
            Ti consigliamo di creare un backup almeno una volta alla settimana e di conservarne una copia
            fuori da questo server (scaricalo sul tuo computer).
          </Typography>
          <Typography variant="body2">
            {next
              ? `Il prossimo backup automatico settimanale è previsto il ${formatDate(next)}.`
              : 'Il backup automatico settimanale è attivo.'}
            {schedule.data && ` Vengono conservati gli ultimi ${schedule.data.keep} backup automatici.`}
          </Typography>
        </CardContent>
      </Card>
      <Card variant="outlined" component="section" aria-labelledby="backup-guide-title">
        <CardContent>
          <Typography id="backup-guide-title" variant="h6" component="h2" gutterBottom>
            Guida rapida
          </Typography>
          <Typography component="ol" variant="body2" sx={{ pl: 2.5, m: 0, display: 'grid', gap: 0.5 }}>
            <li>Premi «Crea Backup» per salvare prodotti, categorie, testimonianze, messaggi e utenti.</li>
            <li>
              «Backup completo (con le foto)» salva anche tutte le immagini: serve per spostare il sito.
            </li>
            <li>Scarica il file e conservalo in un luogo sicuro.</li>
            <li>Per ripristinare, scegli un file di backup creato da questo sito e premi «Ripristina».</li>
          </Typography>
        </CardContent>
      </Card>
    </>
  );
}
