// Async boundary: shared singletons are negotiated before any of them is consumed.
import('./bootstrap.tsx');
