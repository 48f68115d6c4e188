/**
 * The header bar sets six of antd's button variables on its own buttons instead of nesting a
 * theme (shared/layout/header-theme.ts). The names and values must be the ones antd itself writes
 * for those button tokens, or the bar's buttons would silently fall back to the page's colours.
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { Button, ConfigProvider, type ThemeConfig } from 'antd';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HEADER_BAR_BUTTON_VARS, HEADER_BAR_RULES, HEADER_TEXT_COLOUR } from '../../../shared/layout/header-theme';

/** The variables antd declares on a text button under a theme of class `k`. */
function buttonVars(components?: ThemeConfig['components']): Record<string, string> {
  const cache = createCache();
  renderToString(
    <StyleProvider cache={cache}>
      <ConfigProvider theme={{ cssVar: { key: 'k' }, ...(components ? { components } : {}) }}>
        <Button type="text">x</Button>
      </ConfigProvider>
    </StyleProvider>,
  );
  const block = /\.k\.ant-btn\{([^}]*)\}/.exec(extractStyle(cache, { plain: true }))?.[1] ?? '';
  return Object.fromEntries(
    block
      .split(';')
      .filter((d) => d.includes(':'))
      .map((d) => [d.slice(0, d.indexOf(':')), d.slice(d.indexOf(':') + 1)]),
  );
}

const normalise = (value: string): string => value.replace(/\s+/g, '').toLowerCase();

describe('the header bar’s button variables', () => {
  it('are exactly the ones antd writes for white text buttons on a dark bar', () => {
    const page = buttonVars();
    const bar = buttonVars({
      Button: {
        textTextColor: HEADER_TEXT_COLOUR,
        textTextHoverColor: HEADER_TEXT_COLOUR,
        textTextActiveColor: HEADER_TEXT_COLOUR,
        textHoverBg: 'rgba(255, 255, 255, 0.16)',
        colorBgTextActive: 'rgba(255, 255, 255, 0.24)',
        colorPrimaryBorder: HEADER_TEXT_COLOUR,
      },
    });
    const differing = Object.fromEntries(
      Object.entries(bar)
        .filter(([name, value]) => page[name] !== value)
        .map(([name, value]) => [name, normalise(value)]),
    );
    const ours = Object.fromEntries(Object.entries(HEADER_BAR_BUTTON_VARS).map(([n, v]) => [n, normalise(v)]));
    expect(differing).toEqual(ours);
  });

  it('are set on the bar’s buttons only, above the page theme’s rule for a button', () => {
    expect(HEADER_BAR_RULES.startsWith('header[data-scf-header] .ant-btn.ant-btn{')).toBe(true);
    for (const [name, value] of Object.entries(HEADER_BAR_BUTTON_VARS))
      expect(HEADER_BAR_RULES).toContain(`${name}:${value}`);
  });
});
