import { createPageScriptConfig } from '@vetrina/web-kit/build/page-script-config';

/** The sign-in document's script (the gateway renders the document): served under /remotes/admin/signin/. */
export default createPageScriptConfig({
  dir: import.meta.dirname,
  name: 'sign-in',
  entry: 'src/signin/sign-in.ts',
  publicPath: '/remotes/admin/signin/',
  outDir: 'dist/signin',
});
