/**
 * The name of the page theme's CSS-variable class (`themeCssVarKey`: the portal colour and the
 * motion setting), for nested themes to derive theirs from. antd names a nested theme's class
 * after a React id when given no key, new at every mount, so each mount would write the whole
 * token set again into a class of its own.
 */
import { createContext, useContext } from 'react';

export const ThemeKeyContext = createContext<string | undefined>(undefined);

/** A nested theme's class name: the page theme's, then what the nested theme is for. */
export function useNestedThemeKey(part: string): string {
  return `${useContext(ThemeKeyContext) ?? 'scf'}-${part}`;
}
