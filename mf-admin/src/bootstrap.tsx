// mf-admin is consumed through its federated './routes' module (see routes.tsx); the shell provides the
// router, theme, query client and toasts. This entry only exists as the async boundary of the build.
export {};
