import type { PageId } from '@vetrina/contracts/pages';
import type { PageModule } from './page-module.ts';

/**
 * Every public page the renderer knows, by the page table's id: a `definePage({ load, Page })` module from
 * its feature folder. A page not listed here renders as the 404 page.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each module keeps its own props' type
export const PAGE_MODULES: Partial<Record<PageId, PageModule<any>>> = {};
