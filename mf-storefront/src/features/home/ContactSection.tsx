import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/Email';
import InstagramIcon from '@mui/icons-material/Instagram';
import { useSiteConfig } from '@vetrina/web-kit';

export function ContactSection() {
  const { contactEmail, socialUrl, socialLabel } = useSiteConfig();
  return (
    <Box
      component="section"
      id="contatti"
      aria-labelledby="contact-title"
      sx={{ py: 6, bgcolor: 'background.paper' }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography id="contact-title" component="h2" variant="h4" sx={{ fontWeight: 700 }} gutterBottom>
          Contattaci
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Per ordini, informazioni o richieste personalizzate scrivici a {contactEmail} oppure mandaci un
          messaggio sul nostro profilo social.
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={3}
          sx={{ justifyContent: 'center', alignItems: 'center' }}
        >
          <Link href={`mailto:${contactEmail}`} sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
            <EmailIcon aria-hidden="true" /> {contactEmail}
          </Link>
          {socialUrl && (
            <Link
              href={socialUrl}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}
            >
              <InstagramIcon aria-hidden="true" /> {socialLabel || 'Profilo social'}
            </Link>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
