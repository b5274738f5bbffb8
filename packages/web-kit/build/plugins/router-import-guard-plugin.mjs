/** 'react-router-dom' would bundle a private router (its contexts unknown to the shell's RouterProvider). */
export class RouterImportGuardPlugin {
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('RouterImportGuardPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('RouterImportGuardPlugin', (data) => {
        if (data.request === 'react-router-dom' || data.request.startsWith('react-router-dom/')) {
          throw new Error(
            `${data.contextInfo.issuer}: import router APIs from 'react-router' (the shared singleton), not '${data.request}'`,
          );
        }
      });
    });
  }
}
