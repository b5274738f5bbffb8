// The public pages' islands runtime (its own chunk, loaded by islands-entry.ts once the page has loaded):
// React and react-dom/client live here; the islands of the page are hydrated from the registry, each
// island's code its own chunk.
import { hydrateIslands } from '../islands/hydrate-islands.ts';
import { replaceBrokenImages } from '../shared/image-fallback.ts';
import { islandRegistry } from './island-registry.ts';

replaceBrokenImages(document);
hydrateIslands(document, islandRegistry);
