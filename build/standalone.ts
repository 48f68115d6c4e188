/** The self-contained element bundle for foreign sites: one classic script, React and antd inside. */
import path from 'node:path';
import type { InlineConfig } from 'vite';
import { common, quietLogs } from './common';
import { sharedAliases } from './parcels';
import { DIST, ROOT } from './paths';
import { reportPlugin, type BuildReport } from './report';

/**
 * What another site downloads for the elements, gzip: the bench reports against it and a browser
 * test holds it. 220 KB until the signed-in server rendering (the header starts from the page's
 * seed), the configurable service entries and the theme palette added ~1 KB in one round
 * (221.1 KB measured); raised to 222 KB rather than cut a feature, with crypto-js (request
 * signing) the next thing to replace by Web Crypto if it must shrink (done since). 223 KB since the route
 * table is built from the applications' declarations, which carry their permission resources
 * (+0.4 KB), and the client state is checked by declared shapes (+0.45 KB): 222.0 KB measured.
 * 224 KB since the service widget's folded tab is drawn without antd's Button and its open panel
 * loads apart (issue 36: ~50 KB gzip less on every portal page where the widget starts folded);
 * here, where both are in the one script, the tab's own rules cost ~1.5 KB: 223.5 KB measured.
 * 219 KB since request signing encrypts through Web Crypto and crypto-js is gone: 217.6 KB measured.
 * The portal loads its request machinery on its first call; here it stays one module of the script
 * (request-machinery.bundled.ts), since a lazy import would only add its loader (+2.2 KB).
 */
export const STANDALONE_BUDGET_BYTES = 219 * 1024;

export function standaloneElementsConfig(onReport: (r: BuildReport) => void, outDir = DIST): InlineConfig {
  const base = common(outDir);
  return {
    ...base,
    resolve: {
      alias: [
        ...sharedAliases(),
        { find: /^single-spa$/, replacement: path.join(ROOT, 'parcels/elements/single-spa-stub.ts') },
        // One script: the request machinery is in it, not a chunk loaded on the first call.
        {
          find: /^\.\/request-machinery$/,
          replacement: path.join(ROOT, 'shared/http/request-machinery.bundled.ts'),
        },
      ],
    },
    plugins: [reportPlugin('elements standalone', () => null, onReport, false)],
    build: {
      ...base.build,
      lib: {
        entry: path.join(ROOT, 'parcels/elements/elements.standalone.ts'),
        formats: ['iife'],
        name: 'ScfElements',
        fileName: () => 'elements/scf-elements.js',
      },
      // @rc-component/form declares no sideEffects, so antd's form context (imported by Tooltip and Modal)
      // pulled all of it and async-validator in: ~14 KB gzip of the 220 KB budget.
      rolldownOptions: {
        onLog: quietLogs,
        treeshake: {
          moduleSideEffects: (id: string) => !/node_modules\/@rc-component\/(form|async-validator)\//.test(id),
        },
      },
    },
  };
}
