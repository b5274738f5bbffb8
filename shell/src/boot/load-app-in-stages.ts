import type * as Bootstrap from '../bootstrap.tsx';
import { yieldToMain } from './yield-to-main.ts';

/**
 * Start-up evaluates about a megabyte of library code (React DOM, emotion, MUI, the theme...). Evaluated
 * as one import it is one long task that blocks input for a few hundred milliseconds on a phone; each
 * stage below is evaluated in its own task instead. Later imports of the same modules are free.
 */
const STAGES: (() => Promise<unknown>)[] = [
  () => import('react-dom/client'),
  () => import('@emotion/react'),
  () => import('@mui/system'),
  () => import('@mui/material/styles'),
  () => import('notistack'),
  () => import('@vetrina/web-kit'),
  () => import('@vetrina/web-kit/providers'),
  () => import('@tanstack/react-query'),
  () => import('react-router'),
];

export async function loadAppInStages(): Promise<typeof Bootstrap> {
  for (const stage of STAGES) {
    await stage();
    await yieldToMain();
  }
  return import('../bootstrap.tsx');
}
