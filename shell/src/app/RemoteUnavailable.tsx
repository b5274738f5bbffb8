import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { usePageMeta, useSiteConfig } from '@vetrina/web-kit';
import type { AreaName } from '../remotes/remote-areas.ts';

export const UNAVAILABLE_TEXT = 'Questa sezione non è al momento disponibile. Riprova più tardi.';
export const RELOAD_LABEL = 'Ricarica la pagina';

/** What a visitor sees instead of a remote that failed to load or crashed. Header-less on purpose. */
export function RemoteUnavailable({ area }: { area: AreaName }) {
  const { siteName } = useSiteConfig();
  const heading = area === 'admin' ? 'Area Amministrativa' : siteName;
  usePageMeta({ title: heading, robots: 'noindex, nofollow' });
  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {heading}
      </Typography>
      <Typography role="alert" sx={{ mb: 4 }}>
        {UNAVAILABLE_TEXT}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {RELOAD_LABEL}
      </Button>
    </Container>
  );
}
