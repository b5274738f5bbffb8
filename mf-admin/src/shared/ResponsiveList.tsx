import type { ReactNode } from 'react';
import {
  Box,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { MOBILE_BREAKPOINT_PX } from '@vetrina/contracts';

export interface ListColumn<Item> {
  header: string;
  render: (item: Item) => ReactNode;
  /** Hide the header text (e.g. the image column); the column keeps it for screen readers. */
  visuallyHiddenHeader?: boolean;
  /** Left out of the phone card (the card shows it elsewhere, e.g. as its title or picture). */
  hideInCard?: boolean;
}

interface ResponsiveListProps<Item> {
  items: Item[];
  getKey: (item: Item) => string | number;
  columns: ListColumn<Item>[];
  /** Accessible name of the table / list. */
  label: string;
  cardTitle: (item: Item) => ReactNode;
  cardMedia?: (item: Item) => ReactNode;
  actions: (item: Item) => ReactNode;
}

/** Visually hidden, still read (px strings: in sx a bare 1 would mean 100%). */
const hidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** A table from 768 px up; below, one card per row so nothing scrolls sideways on a phone. */
export function ResponsiveList<Item>(props: ResponsiveListProps<Item>) {
  // Browsers without matchMedia (tests) get the table.
  const isWide = useMediaQuery(`(min-width:${MOBILE_BREAKPOINT_PX}px)`, {
    noSsr: true,
    defaultMatches: true,
  });
  return isWide ? <ListTable {...props} /> : <ListCards {...props} />;
}

function ListTable<Item>({ items, getKey, columns, label, actions }: ResponsiveListProps<Item>) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.header}>
                {column.visuallyHiddenHeader ? <Box sx={hidden}>{column.header}</Box> : column.header}
              </TableCell>
            ))}
            <TableCell align="right">Azioni</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={getKey(item)} hover>
              {columns.map((column) => (
                <TableCell key={column.header} sx={{ wordBreak: 'break-word' }}>
                  {column.render(item)}
                </TableCell>
              ))}
              <TableCell align="right">
                <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
                  {actions(item)}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function ListCards<Item>({
  items,
  getKey,
  columns,
  label,
  cardTitle,
  cardMedia,
  actions,
}: ResponsiveListProps<Item>) {
  return (
    <Stack component="ul" aria-label={label} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <Paper component="li" key={getKey(item)} variant="outlined" sx={{ p: 1.5 }}>
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            {cardMedia?.(item)}
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography component="h2" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
                {cardTitle(item)}
              </Typography>
              <Box component="dl" sx={{ m: 0, mt: 0.5, display: 'grid', gap: 0.5 }}>
                {columns
                  .filter((column) => !column.hideInCard)
                  .map((column) => (
                    <Box
                      key={column.header}
                      sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
                    >
                      <Typography component="dt" variant="body2" color="text.secondary">
                        {column.header}:
                      </Typography>
                      <Box component="dd" sx={{ m: 0, minWidth: 0, wordBreak: 'break-word' }}>
                        {column.render(item)}
                      </Box>
                    </Box>
                  ))}
              </Box>
            </Box>
          </Box>
          <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', mt: 1, flexWrap: 'wrap' }}>
            {actions(item)}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
