import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { DEFAULT_SITE_CONFIG, SiteConfigContext } from '@vetrina/web-kit';
import type { ReactNode } from 'react';
import { appTheme } from '@vetrina/web-kit/providers';

export function renderWithTheme(ui: ReactNode) {
  return render(
    <SiteConfigContext.Provider value={DEFAULT_SITE_CONFIG}>
      <ThemeProvider theme={appTheme}>{ui}</ThemeProvider>
    </SiteConfigContext.Provider>,
  );
}
