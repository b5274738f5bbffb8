import type { MakerIdentity } from '@vetrina/contracts';

/**
 * The demo shop's maker ('Impostazioni' → 'Produttore'), a default like the spec's texts until the first
 * save: with the demo catalogue, every demo product can be published as it comes.
 */
export const DEMO_MAKER: MakerIdentity = {
  makerName: 'Vetrina Creazioni di Maria Rossi',
  makerAddress: 'Via dei Sarti 12, 40121 Bologna BO, Italia',
  makerEmail: 'laboratorio@vetrinacreazioni.it',
};
