/**
 * "跳到主要内容": the first stop of the Tab key, visible only while focused, so keyboard users
 * can pass the header's links (WCAG 2.4.1). `target` is the id of the page's main region,
 * which must be focusable (`tabIndex={-1}`). Plain HTML, no antd: it is in the first paint.
 */
import { useState, type CSSProperties } from 'react';
import { THEME } from './theme-vars';

const hidden: CSSProperties = {
  position: 'absolute',
  left: -10000,
  top: 'auto',
  width: 1,
  height: 1,
  overflow: 'hidden',
};
const shown: CSSProperties = {
  position: 'fixed',
  left: 16,
  top: 8,
  zIndex: 1000,
  padding: '8px 16px',
  background: THEME.primary,
  color: THEME.onPrimary,
  borderRadius: 6,
  textDecoration: 'none',
};

export function SkipLink({ target }: { target: string }) {
  const [focused, setFocused] = useState(false);
  return (
    <a
      href={`#${target}`}
      style={focused ? shown : hidden}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onClick={(e) => {
        // The hash must not reach single-spa's router: focus the main region directly.
        e.preventDefault();
        document.getElementById(target)?.focus();
      }}
    >
      跳到主要内容
    </a>
  );
}
