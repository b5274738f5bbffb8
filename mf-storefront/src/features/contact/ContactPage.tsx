import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SKELETON_DELAY_MS } from '@vetrina/contracts/constants';
import { useDelayedReady, usePageMeta } from '@vetrina/web-kit';
import { ContactLinks } from '../../shared/ContactLinks.tsx';

function FormSkeleton() {
  return (
    <Stack spacing={2} data-testid="contact-form-skeleton" aria-busy="true" aria-label="Caricamento">
      {[56, 56, 56, 140].map((h, i) => (
        <Skeleton key={i} variant="rounded" height={h} />
      ))}
      <Skeleton variant="rounded" width={180} height={42} />
    </Stack>
  );
}

/** Contact page: the form itself arrives with a later issue; for now the e-mail and the social profile. */
export function ContactPage() {
  usePageMeta({
    title: 'Contattaci',
    description: 'Contattaci per ordini, informazioni o un preventivo per una creazione personalizzata.',
    canonicalPath: '/contatti',
  });
  const ready = useDelayedReady(SKELETON_DELAY_MS);
  return (
    <Container maxWidth="sm" sx={{ py: 5 }}>
      <Typography component="h1" variant="h3" sx={{ fontWeight: 700 }} gutterBottom>
        Contattaci
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Hai una domanda, vuoi ordinare o desideri un preventivo per una creazione personalizzata? Scrivici!
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 } }}>
        {ready ? <ContactLinks spacing={2} /> : <FormSkeleton />}
      </Paper>
    </Container>
  );
}
