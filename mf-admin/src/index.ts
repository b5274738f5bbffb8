// Async boundary: shared singletons (react, router, MUI...) are negotiated before any app code runs.
import('./bootstrap.tsx');
