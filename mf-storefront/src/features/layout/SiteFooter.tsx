import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatYear, useSiteConfig } from '@vetrina/web-kit';

const FOOTER_LINKS = [
  { to: '/termini', label: 'Termini e Condizioni' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/spedizioni', label: 'Spedizioni' },
  { to: '/faq', label: 'FAQ' },
];

export function SiteFooter() {
  const { siteName, socialUrl, socialLabel } = useSiteConfig();
  return (
    <Box
      component="footer"
      sx={{ bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider', mt: 6, py: 4 }}
    >
      <Container maxWidth="lg">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ justifyContent: 'space-between' }}>
          <Box>
            <Typography component="p" variant="h6" sx={{ fontWeight: 700, color: 'primary.main' }}>
              {siteName}
            </Typography>
            <Typography color="text.secondary">Creazioni uniche per bambini speciali</Typography>
            {socialUrl && (
              <Link
                href={socialUrl}
                target="_blank"
                rel="noopener noreferrer"
                sx={{ display: 'inline-block', mt: 1 }}
              >
                {socialLabel || 'Seguici sui social'}
              </Link>
            )}
          </Box>
          <Box component="nav" aria-label="Informazioni">
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {FOOTER_LINKS.map((l) => (
                <li key={l.to}>
                  <Link component={RouterLink} to={l.to} color="inherit">
                    {l.label}
                  </Link>
                </li>
              ))}
            </Stack>
          </Box>
        </Stack>
        {/* A page rendered on 31 December and hydrated on 1 January may differ: that is fine. */}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }} suppressHydrationWarning>
          © {formatYear(new Date())} {siteName}
        </Typography>
      </Container>
    </Box>
  );
}
