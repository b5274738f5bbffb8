import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FavoriteIcon from '@mui/icons-material/Favorite';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { Link as RouterLink } from 'react-router';
import { SKELETON_DELAY_MS } from '@vetrina/contracts/constants';
import { useDelayedReady, usePageMeta, useSiteConfig } from '@vetrina/web-kit';
import { aboutImageUrl } from '../../shared/assets.ts';

const VALUES = [
  {
    Icon: FavoriteIcon,
    title: 'Amore e Passione',
    text: 'Ogni creazione nasce dal desiderio di regalare un sorriso: ci mettiamo il cuore, punto dopo punto.',
  },
  {
    Icon: VerifiedUserIcon,
    title: 'Qualità e Sicurezza',
    text: 'Scegliamo solo tessuti di alta qualità, morbidi e sicuri per la pelle delicata dei più piccoli.',
  },
  {
    Icon: AutoAwesomeIcon,
    title: 'Creatività e Unicità',
    text: 'Nessun pezzo è uguale a un altro: colori, fantasie e ricami rendono ogni creazione unica.',
  },
];

function AboutSkeleton() {
  return (
    <Container
      maxWidth="lg"
      sx={{ py: 6 }}
      data-testid="about-skeleton"
      aria-busy="true"
      aria-label="Caricamento"
    >
      <Skeleton variant="text" width="50%" sx={{ fontSize: '3rem', mx: 'auto' }} />
      <Skeleton variant="text" width="70%" sx={{ mx: 'auto', mb: 4 }} />
      <Skeleton variant="rounded" sx={{ height: 'auto', aspectRatio: '16 / 9', mb: 4 }} />
      <Skeleton variant="text" />
      <Skeleton variant="text" />
      <Skeleton variant="text" width="80%" />
    </Container>
  );
}

export function AboutPage() {
  const { socialUrl, socialLabel } = useSiteConfig();
  usePageMeta('about');
  const ready = useDelayedReady(SKELETON_DELAY_MS);
  if (!ready) return <AboutSkeleton />;
  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <Box sx={{ textAlign: 'center', mb: 4 }}>
        <Typography component="h1" variant="h3" sx={{ fontWeight: 700 }} gutterBottom>
          Chi Siamo
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary">
          Un piccolo laboratorio artigianale dove ogni creazione per bambini nasce a mano, con amore.
        </Typography>
      </Box>
      <img
        src={aboutImageUrl}
        alt="La creatrice al lavoro alla macchina da cucire nel laboratorio"
        width={1200}
        height={900}
        decoding="async"
        style={{
          display: 'block',
          width: '100%',
          maxWidth: 900,
          height: 'auto',
          margin: '0 auto',
          borderRadius: 16,
        }}
      />
      <Box component="section" aria-labelledby="story-title" sx={{ my: 6, maxWidth: 800, mx: 'auto' }}>
        <Typography id="story-title" component="h2" variant="h4" sx={{ fontWeight: 700 }} gutterBottom>
          La Nostra Storia
        </Typography>
        <Typography sx={{ mb: 2 }}>
          Tutto è nato dalla passione per il cucito e dall'amore per i bambini: da un regalo cucito per un
          nipotino è nato un laboratorio che oggi crea bavaglini, cuscini, set nascita e accessori per tante
          famiglie.
        </Typography>
        <Typography sx={{ mb: 2 }}>
          Utilizziamo materiali di alta qualità, sicuri ed ecologici, scelti per il contatto con la pelle
          delicata dei più piccoli. Ogni creazione può essere personalizzata con nomi, colori e fantasie.
        </Typography>
        <Typography sx={{ mb: 2 }}>
          Curiamo ogni fase del lavoro, dal primo disegno al prodotto finito: taglio, cucitura e rifiniture
          sono fatti a mano, con la pazienza e l'attenzione che ogni bambino speciale merita.
        </Typography>
        {socialUrl && (
          <Link href={socialUrl} target="_blank" rel="noopener noreferrer">
            Seguici su {socialLabel || 'social'} per vedere le ultime creazioni
          </Link>
        )}
      </Box>
      <Box component="section" aria-labelledby="values-title" sx={{ my: 6 }}>
        <Typography
          id="values-title"
          component="h2"
          variant="h4"
          sx={{ fontWeight: 700, textAlign: 'center' }}
          gutterBottom
        >
          I Nostri Valori
        </Typography>
        <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {VALUES.map(({ Icon, title, text }) => (
            <Grid key={title} size={{ xs: 12, md: 4 }} component="li">
              <Paper variant="outlined" sx={{ p: 3, height: '100%', textAlign: 'center' }}>
                <Icon color="primary" sx={{ fontSize: 44 }} aria-hidden="true" />
                <Typography component="h3" variant="h6" sx={{ mt: 1 }}>
                  {title}
                </Typography>
                <Typography color="text.secondary">{text}</Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Box>
      <Paper
        component="section"
        aria-labelledby="about-cta-title"
        variant="outlined"
        sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}
      >
        <Typography id="about-cta-title" component="h2" variant="h5" sx={{ fontWeight: 700 }} gutterBottom>
          Vuoi una creazione tutta per te?
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Sfoglia il catalogo o scrivici per un'idea personalizzata.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
          <Button component={RouterLink} to="/prodotti" variant="contained">
            Scopri i Nostri Prodotti
          </Button>
          <Button component={RouterLink} to="/contatti" variant="outlined">
            Contattaci
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
