/**
 * The strength of a new password (shared's `passwordStrength`: 弱 / 中 / 强) as a four-part
 * bar with its word: the portal's one meter (registration, reset and 修改密码 alike).
 * It informs; shared's password rule decides what is accepted. The word is
 * in a polite live region, announced when it changes rather than on every key.
 */
import type { CSSProperties } from 'react';
import { passwordStrength, THEME } from '../../index';
import { STATE_TEXT_COLOURS } from '../../ui/theme-palette';

// Text colours pass 4.5:1 on white; the bar only repeats what the word says.
const LEVEL_COLOUR = {
  weak: STATE_TEXT_COLOURS.red,
  medium: STATE_TEXT_COLOURS.orange,
  strong: STATE_TEXT_COLOURS.green,
} as const;

const styles = {
  row: { display: 'flex', alignItems: 'center', gap: 10, marginTop: 6, minHeight: 22 },
  bars: { display: 'flex', gap: 4, flex: '0 0 160px' },
  bar: { flex: 1, height: 6, borderRadius: 3, background: THEME.track },
  text: { fontSize: 14, color: THEME.textSecondary },
} satisfies Record<string, CSSProperties>;

export function PasswordStrength({ value, id }: { value: unknown; id?: string }) {
  const s = typeof value === 'string' ? value : '';
  if (s === '') return <div style={styles.row} id={id} />;
  const { score, level, label } = passwordStrength(s);
  const colour = LEVEL_COLOUR[level];
  const filled = Math.max(1, score);
  return (
    <div style={styles.row} id={id} data-scf-strength={level}>
      <div style={styles.bars} aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <span key={i} style={{ ...styles.bar, background: i < filled ? colour : styles.bar.background }} />
        ))}
      </div>
      <span style={styles.text} aria-live="polite">
        密码强度：<strong style={{ color: colour }}>{label}</strong>
      </span>
    </div>
  );
}
