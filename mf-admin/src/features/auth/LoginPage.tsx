import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Box, CircularProgress, Paper, Typography } from '@mui/material';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { sessionQuery } from './session-api.ts';
import { safeRedirect } from './redirect.ts';
import { LoginForm } from './LoginForm.tsx';

export const LOGIN_TITLE = 'Area Amministrativa';

export function LoginPage() {
  const [params] = useSearchParams();
  const session = useQuery(sessionQuery);

  useEffect(() => {
    document.title = LOGIN_TITLE;
  }, []);

  // A signed-in visitor (or one who just signed in) goes straight to the admin area.
  if (session.data) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        px: 2,
        py: 6,
        bgcolor: 'background.default',
      }}
    >
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, mb: 3 }}>
          <LockOutlined color="primary" fontSize="large" aria-hidden />
          <Typography variant="h4" component="h1" sx={{ textAlign: 'center' }}>
            {LOGIN_TITLE}
          </Typography>
          <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
            Accedi per gestire prodotti, categorie e contenuti del sito.
          </Typography>
        </Box>
        {session.isPending ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <CircularProgress aria-label="Verifica della sessione in corso" />
          </Box>
        ) : (
          <LoginForm />
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
          Per assistenza contatta l&apos;amministratore del sito
        </Typography>
      </Paper>
    </Box>
  );
}
