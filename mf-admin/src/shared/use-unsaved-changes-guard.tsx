import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

/**
 * Asks before leaving a form with unsaved changes: in-app navigation (a dialog) and closing or reloading
 * the tab (the browser's own prompt). `release()` lets the next navigation through, e.g. after saving.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const released = useRef(false);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty && !released.current && currentLocation.pathname !== nextLocation.pathname,
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const dialog = (
    <Dialog
      open={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      aria-labelledby="unsaved-title"
      aria-describedby="unsaved-text"
    >
      <DialogTitle id="unsaved-title">Modifiche non salvate</DialogTitle>
      <DialogContent>
        <DialogContentText id="unsaved-text">
          Hai modifiche non salvate. Se esci adesso andranno perse.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()}>Resta nella pagina</Button>
        <Button color="error" variant="contained" onClick={() => blocker.proceed?.()}>
          Esci senza salvare
        </Button>
      </DialogActions>
    </Dialog>
  );

  return {
    dialog,
    release: () => {
      released.current = true;
    },
  };
}
