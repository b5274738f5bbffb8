import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PLACEHOLDERS, RATING_SCALE } from '@vetrina/contracts/constants';
import type { Testimonial } from '@vetrina/contracts';
import { SectionHeading } from './SectionHeading.tsx';
import { SectionMessage } from './SectionMessage.tsx';
import { retryOf, type SectionQuery } from './home-queries.ts';

function initialsOf(t: Testimonial): string {
  if (t.initials) return t.initials;
  return t.name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

export function TestimonialCard({ testimonial: t }: { testimonial: Testimonial }) {
  return (
    <Card variant="outlined" component="figure" sx={{ height: '100%', m: 0 }}>
      <CardContent>
        <Rating
          value={t.rating}
          max={RATING_SCALE}
          readOnly
          aria-label={`Valutazione: ${t.rating} stelle su ${RATING_SCALE}`}
          sx={{ mb: 1 }}
        />
        <Typography component="blockquote" sx={{ m: 0, mb: 2, fontStyle: 'italic' }}>
          “{t.content}”
        </Typography>
        <Stack component="figcaption" direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }} aria-hidden="true">
            {initialsOf(t)}
          </Avatar>
          <Box>
            <Typography sx={{ fontWeight: 600 }}>{t.name}</Typography>
            {t.childName && t.childAge && (
              <Typography variant="body2" color="text.secondary">
                Mamma di {t.childName}, {t.childAge}
              </Typography>
            )}
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

function Cards({ children }: { children: ReactNode[] }) {
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {children.map((child, i) => (
        <Grid key={i} size={{ xs: 12, md: 4 }} component="li">
          {child}
        </Grid>
      ))}
    </Grid>
  );
}

function TestimonialsContent({ testimonials }: { testimonials: SectionQuery<Testimonial[]> }) {
  const { data, isPending, isError } = testimonials;
  if (isPending) {
    return (
      <Cards>
        {Array.from({ length: PLACEHOLDERS.testimonials }, (_, i) => (
          <Card key={i} variant="outlined" data-testid="testimonial-skeleton" aria-hidden="true">
            <CardContent>
              <Skeleton variant="text" width="40%" />
              <Skeleton variant="text" />
              <Skeleton variant="text" />
              <Skeleton variant="circular" width={40} height={40} />
            </CardContent>
          </Card>
        ))}
      </Cards>
    );
  }
  if (isError) {
    return (
      <SectionMessage tone="error" onRetry={retryOf(testimonials)}>
        Si è verificato un errore nel caricamento delle testimonianze. Riprova più tardi.
      </SectionMessage>
    );
  }
  if (data.length === 0) {
    return (
      <SectionMessage>Non ci sono ancora testimonianze. Sii il primo a lasciare un feedback!</SectionMessage>
    );
  }
  return (
    <Cards>
      {data.map((t) => (
        <TestimonialCard key={t.id} testimonial={t} />
      ))}
    </Cards>
  );
}

export function TestimonialsSection({ testimonials }: { testimonials: SectionQuery<Testimonial[]> }) {
  return (
    <Box component="section" aria-labelledby="testimonials-title" sx={{ py: 6, bgcolor: 'background.paper' }}>
      <Container maxWidth="lg">
        <SectionHeading
          id="testimonials-title"
          title="Cosa Dicono di Noi"
          subtitle="Le parole delle famiglie che hanno scelto le nostre creazioni."
        />
        <TestimonialsContent testimonials={testimonials} />
      </Container>
    </Box>
  );
}
