/** What other admin features may use of 'Prodotti': whether a published product lacks its safety data. */
export { lacksSafetyData } from './safety/SafetyMissingChip.tsx';
