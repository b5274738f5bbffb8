import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { DEFAULT_SITE_CONFIG, SiteConfigContext } from '@vetrina/web-kit';
import type { ReactNode } from 'react';
import { appTheme } from '../theme/app-theme.ts';

export function renderWithTheme(ui: ReactNode) {
  return render(
    <SiteConfigContext.Provider value={DEFAULT_SITE_CONFIG}>
      <ThemeProvider theme={appTheme}>{ui}</ThemeProvider>
    </SiteConfigContext.Provider>,
  );
}
