/**
 * Every island the browser can hydrate, by name: each its own chunk (`island-<Name>`, the name the
 * islands manifest keys). To add one: export the component from its feature folder, add a line here,
 * and render it with `<Island name="…" component={…} props={…} hydrate="…" />` (islands/Island.tsx).
 */
export const islandRegistry = {
  ThemeSwitch: () =>
    import(/* webpackChunkName: "island-ThemeSwitch" */ '../features/layout/ThemeSwitch.tsx').then(
      (m) => m.ThemeSwitch,
    ),
  MobileMenu: () =>
    import(/* webpackChunkName: "island-MobileMenu" */ '../features/layout/MobileMenu.tsx').then(
      (m) => m.MobileMenu,
    ),
  CategoriesMenu: () =>
    import(/* webpackChunkName: "island-CategoriesMenu" */ '../features/layout/CategoriesMenu.tsx').then(
      (m) => m.CategoriesMenu,
    ),
  Gallery: () =>
    import(/* webpackChunkName: "island-Gallery" */ '../features/product/Gallery.tsx').then((m) => m.Gallery),
  CatalogueFilter: () =>
    import(/* webpackChunkName: "island-CatalogueFilter" */ '../features/catalogue/CatalogueFilter.tsx').then(
      (m) => m.CatalogueFilter,
    ),
  ContactForm: () =>
    import(/* webpackChunkName: "island-ContactForm" */ '../features/contact/ContactForm.tsx').then(
      (m) => m.ContactForm,
    ),
};

type IslandRegistry = typeof islandRegistry;

// The islands kit names no feature: this registry tells it which islands exist (declaration merging).
declare module '../islands/island-types.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merging adds the registry's members
  interface IslandLoaders extends IslandRegistry {}
}
