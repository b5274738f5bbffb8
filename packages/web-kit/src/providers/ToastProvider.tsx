import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import { TOAST_DURATION_MS } from '@vetrina/contracts/constants';
import { closeSnackbar, MaterialDesignContent, SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';

// notistack's default greens and blues fail WCAG AA with white text; these pass (>= 4.5:1) in both themes.
const ToastContent = styled(MaterialDesignContent)({
  '&.notistack-MuiContent': { fontFamily: 'inherit', borderRadius: 12 },
  '&.notistack-MuiContent-default': { backgroundColor: '#3B2A2A' },
  '&.notistack-MuiContent-success': { backgroundColor: '#2E6B45' },
  '&.notistack-MuiContent-error': { backgroundColor: '#B3261E' },
  '&.notistack-MuiContent-info': { backgroundColor: '#3B5B87' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#8A5300' },
});

const components = {
  default: ToastContent,
  success: ToastContent,
  error: ToastContent,
  info: ToastContent,
  warning: ToastContent,
};

/** One toast at a time, 5 s (spec §4, §9); remotes call notistack's enqueueSnackbar or web-kit's notify. */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={1}
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      Components={components}
      action={(key) => (
        <IconButton
          size="small"
          color="inherit"
          aria-label="Chiudi notifica"
          onClick={() => closeSnackbar(key)}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
    >
      {children}
    </SnackbarProvider>
  );
}
