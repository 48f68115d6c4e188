/** The settings every build of the portal shares. */
import type { InlineConfig, UserConfig } from 'vite';
import { sharedAliases } from './parcels';
import { ROOT } from './paths';

export const quietLogs: NonNullable<NonNullable<UserConfig['build']>['rolldownOptions']>['onLog'] = (
  level,
  log,
  handler,
) => {
  // antd marks every file "use client"; meaningless outside React Server Components.
  if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
  handler(level, log);
};

export const common = (outDir: string): InlineConfig => ({
  root: ROOT,
  configFile: false,
  mode: 'production',
  // Production JSX even when the build runs inside a test runner (NODE_ENV=test).
  oxc: { jsx: { runtime: 'automatic', development: false } },
  logLevel: 'warn',
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  resolve: { alias: sharedAliases() },
  build: {
    outDir,
    emptyOutDir: false,
    copyPublicDir: false,
    modulePreload: false,
    minify: true,
    sourcemap: false,
    reportCompressedSize: false,
    target: 'es2022',
  },
});
