import { registerApplication, type LifeCycles } from 'single-spa';
import { APPS, appSpecifier, isAppActive, type AppName } from '@scf/shared';

/** One single-spa application per URL prefix of the route table. */
export function registerApps(): void {
  for (const app of Object.keys(APPS) as AppName[]) {
    const specifier = appSpecifier(app);
    registerApplication({
      name: specifier,
      // Resolved by the browser through the import map, not by the bundler.
      app: () => import(/* @vite-ignore */ specifier) as Promise<LifeCycles>,
      activeWhen: (location) => isAppActive(app, location.pathname),
    });
  }
}
