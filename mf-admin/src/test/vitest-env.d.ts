// jest-dom matchers (registered by the root vitest setup file) for the type checker.
import '@testing-library/jest-dom/vitest';
