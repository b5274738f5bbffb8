import { createWebpackConfig } from '@vetrina/web-kit/build/webpack-config';

export default createWebpackConfig({
  dir: import.meta.dirname,
  name: 'mf_admin',
  exposes: { './routes': './src/routes.tsx' },
  port: 3002,
  isHost: false,
});
