/**
 * Styles of product-card.component.tsx: the card (ringed in the theme colour when the link named
 * its product), its title, and its description, which fills the card.
 */
import type { CSSProperties } from 'react';
import { THEME, themeMix } from '@scf/shared';

export const styles = {
  card: { height: '100%' },
  highlightedCard: {
    height: '100%',
    borderColor: THEME.primary,
    boxShadow: `0 0 0 2px ${themeMix('colorPrimary', 25)}`,
  },
  title: { fontSize: 16, margin: 0 },
  description: { flex: 1, margin: 0 },
} satisfies Record<string, CSSProperties>;
