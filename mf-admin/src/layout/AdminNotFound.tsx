import { Box } from '@mui/material';
import { NotFoundPage } from '@vetrina/web-kit';

/** Unknown /admin/* paths: the shared 404 page, in a landmark of its own (it lies outside the admin shell). */
export function AdminNotFound() {
  return (
    <Box component="main">
      <NotFoundPage />
    </Box>
  );
}
