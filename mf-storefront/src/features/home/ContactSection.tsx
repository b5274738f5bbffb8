import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSiteConfig } from '@vetrina/web-kit';
import { ContactLinks } from '../../shared/ContactLinks.tsx';

export function ContactSection() {
  const { contactEmail } = useSiteConfig();
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
        <ContactLinks
          direction={{ xs: 'column', sm: 'row' }}
          spacing={3}
          sx={{ justifyContent: 'center', alignItems: 'center' }}
        />
      </Container>
    </Box>
  );
}
