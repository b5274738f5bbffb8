import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { aboutImageUrl } from '../../shared/assets.ts';

export function AboutTeaser() {
  return (
    <Box component="section" aria-labelledby="about-teaser-title" sx={{ py: 6 }}>
      <Container maxWidth="lg">
        <Grid container spacing={4} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <img
              src={aboutImageUrl}
              alt="Il laboratorio: macchina da cucire, tessuti e forbici sul tavolo di lavoro"
              width={1200}
              height={900}
              loading="lazy"
              decoding="async"
              style={{ display: 'block', width: '100%', height: 'auto', borderRadius: 16 }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography
              id="about-teaser-title"
              component="h2"
              variant="h4"
              sx={{ fontWeight: 700 }}
              gutterBottom
            >
              La passione dietro ogni punto
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              Nel nostro piccolo laboratorio ogni creazione nasce a mano, con tessuti scelti con cura e
              un'attenzione speciale alla sicurezza dei più piccoli. Crediamo che ogni bambino meriti qualcosa
              di unico.
            </Typography>
            <Button component={RouterLink} to="/chi-siamo" variant="outlined">
              Scopri la nostra storia
            </Button>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
