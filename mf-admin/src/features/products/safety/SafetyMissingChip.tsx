import { Chip } from '@mui/material';
import { MISSING_SAFETY_LABEL } from '@vetrina/contracts/product-safety';
import type { AdminProduct } from '@vetrina/contracts';

/** A published product still lacking safety data (published before they were required). */
export const lacksSafetyData = (product: AdminProduct) =>
  product.published && product.safetyMissing.length > 0;

export function SafetyMissingChip({ product }: { product: AdminProduct }) {
  if (!lacksSafetyData(product)) return null;
  return <Chip size="small" label={MISSING_SAFETY_LABEL} color="warning" sx={{ ml: 1 }} />;
}
