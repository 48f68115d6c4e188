import { registerApplication, type LifeCycles } from 'single-spa';
import { APPS, isAppActive, type AppName } from '@scf/shared';

/** Import-map name of an application; the map decides which build the browser runs. */
export const appSpecifier = (app: AppName): string => `@scf/${app}`;

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
