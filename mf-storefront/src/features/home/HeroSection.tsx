import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

// The home page's LCP element: inlined (2 KB, home chunk only), it paints with the page's first render.
const heroImageUrl = new URL('../../assets/hero.svg?inline', import.meta.url).href;

export function HeroSection() {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{ py: { xs: 4, md: 8 }, bgcolor: 'background.paper' }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={4} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography id="hero-title" component="h1" variant="h3" sx={{ fontWeight: 700 }} gutterBottom>
              Creazioni cucite a mano per i più piccoli
            </Typography>
            <Typography variant="h6" component="p" color="text.secondary" sx={{ mb: 3 }}>
              Bavaglini, cuscini, set nascita e accessori realizzati con amore, tessuti sicuri e tanta cura.
              Ogni pezzo può essere personalizzato per renderlo unico.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Button component={RouterLink} to="/prodotti" variant="contained" size="large">
                Scopri i Prodotti
              </Button>
              <Button component={RouterLink} to="/chi-siamo" variant="outlined" size="large">
                Chi Siamo
              </Button>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <img
              src={heroImageUrl}
              alt="Bavaglino cucito a mano con cuore ricamato, rocchetto di filo e bottoni colorati"
              width={1200}
              height={900}
              fetchPriority="high"
              loading="eager"
              decoding="async"
              style={{ display: 'block', width: '100%', height: 'auto', borderRadius: 16 }}
            />
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
