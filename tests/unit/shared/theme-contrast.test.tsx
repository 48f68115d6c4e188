/**
 * The portal theme's text colours against WCAG AA (4.5:1) on the backgrounds they sit on:
 * white (cards, tables, menus), #fafafa (bordered Descriptions labels: antd's colorFillAlter
 * over white) and the #f5f5f5 page. antd's defaults fail (tertiary .45: 3.4:1; quaternary
 * .25: 1.6:1); the checks read the colours antd resolves from the theme and, for Descriptions
 * labels and empty texts, the colour antd's generated CSS gives the rendered element.
 */
import { cleanup, render } from '@testing-library/react';
import { ConfigProvider, Descriptions, Empty, List, Table, theme } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { contrastRatio } from '../../../shared/ui/contrast';
import { accessibleThemeColor, portalTheme } from '../../../shared/ui/theme';
import { PORTAL_COLOURS, STATE_TEXT_COLOURS, THEME_COLOUR_CHOICES } from '../../../shared/ui/theme-palette';

afterEach(() => cleanup());

const AA = 4.5;
const WHITE = '#ffffff';
const LABEL_BG = '#fafafa';
const PAGE_BG = '#f5f5f5';

const tokens = theme.getDesignToken(portalTheme());

describe('contrastRatio', () => {
  it('composites a translucent text colour over the background, as the browser does', () => {
    expect(contrastRatio('#000000', WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio('rgba(0, 0, 0, 0.45)', WHITE)).toBeCloseTo(contrastRatio('#8c8c8c', WHITE), 1);
    expect(contrastRatio('rgba(0, 0, 0, 0.45)', WHITE)).toBeLessThan(AA);
    expect(contrastRatio('rgb(0, 60, 149)', WHITE)).toBeCloseTo(contrastRatio('#003c95', WHITE), 5);
    expect(contrastRatio('#000000', 'rgba(0, 0, 0, 0.5)')).toBeNaN();
    expect(contrastRatio('red', WHITE)).toBeNaN();
    expect(contrastRatio('rgb(300, 0, 0)', WHITE)).toBeNaN();
    expect(contrastRatio('#zzzzzz', WHITE)).toBeNaN();
    expect(contrastRatio('rgba(0, 0, 0, 2)', WHITE)).toBeNaN();
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
  });
});

describe('portalTheme text tokens (WCAG AA)', () => {
  const text: [string, string][] = [
    ['colorText', tokens.colorText],
    ['colorTextSecondary', tokens.colorTextSecondary],
    // Descriptions labels (antd's labelColor) and icons.
    ['colorTextTertiary', tokens.colorTextTertiary],
    // Empty descriptions.
    ['colorTextDescription', tokens.colorTextDescription],
    // antd's disabled colour, also the empty text of tables, lists and select dropdowns.
    ['colorTextQuaternary', tokens.colorTextQuaternary],
    ['colorTextDisabled', tokens.colorTextDisabled],
    ['colorTextPlaceholder', tokens.colorTextPlaceholder],
    ['colorError', tokens.colorError],
    ['colorLink', tokens.colorLink],
  ];
  it.each(text)('%s reaches 4.5:1 on white, #fafafa and #f5f5f5', (_name, colour) => {
    for (const bg of [WHITE, LABEL_BG, PAGE_BG])
      expect(contrastRatio(colour, bg), `${colour} on ${bg}`).toBeGreaterThanOrEqual(AA);
  });

  it('text and links stay readable on a selected table row, hovered or not', () => {
    const t = portalTheme().components?.Table ?? {};
    for (const bg of [t.rowSelectedBg, t.rowSelectedHoverBg]) {
      expect(typeof bg).toBe('string');
      for (const colour of [tokens.colorText, tokens.colorLink])
        expect(contrastRatio(colour, String(bg)), `${colour} on ${String(bg)}`).toBeGreaterThanOrEqual(AA);
    }
  });

  it("antd's defaults would fail (the reason for the tokens)", () => {
    const defaults = theme.getDesignToken();
    expect(contrastRatio(defaults.colorTextTertiary, WHITE)).toBeLessThan(AA);
    expect(contrastRatio(defaults.colorTextQuaternary, WHITE)).toBeLessThan(AA);
  });
});

describe('rendered with the portal theme', () => {
  /** The element's `color`, with antd's CSS variables resolved (jsdom does not inherit them). */
  const colourOf = (el: Element | null): string => {
    expect(el).not.toBeNull();
    let value = getComputedStyle(el as Element).color;
    for (let depth = 0; depth < 5; depth++) {
      const v = /^var\((--[\w-]+)\s*(?:,[^)]*)?\)$/.exec(value.trim());
      if (!v) return value;
      let found = '';
      for (let node: Element | null = el as Element; node && !found; node = node.parentElement)
        found = getComputedStyle(node)
          .getPropertyValue(v[1] as string)
          .trim();
      value = found;
    }
    return value;
  };

  it('Descriptions labels and empty texts get colours that pass on their backgrounds', () => {
    const { container } = render(
      <ConfigProvider theme={portalTheme()}>
        <Descriptions bordered items={[{ key: 'a', label: '企业名称', children: '华信' }]} />
        <Descriptions items={[{ key: 'b', label: '企业编号', children: 'C1' }]} />
        <Empty description="暂无开通记录" />
        <Table
          rowKey="id"
          columns={[{ title: '名称', dataIndex: 'name' }]}
          dataSource={[]}
          locale={{ emptyText: '暂无记录' }}
        />
        <List dataSource={[]} locale={{ emptyText: '暂无数据' }} renderItem={() => null} />
      </ConfigProvider>,
    );
    const checks: [string, Element | null, string][] = [
      [
        'bordered Descriptions label',
        container.querySelector('.ant-descriptions-bordered .ant-descriptions-item-label'),
        LABEL_BG,
      ],
      ['Descriptions label', container.querySelectorAll('.ant-descriptions-item-label')[1] ?? null, WHITE],
      ['Empty description', container.querySelector('.ant-empty-description'), WHITE],
      ['Table empty text', container.querySelector('.ant-table-placeholder'), WHITE],
      ['List empty text', container.querySelector('.ant-list-empty-text'), WHITE],
    ];
    for (const [what, el, bg] of checks) {
      const colour = colourOf(el);
      expect(contrastRatio(colour, bg), `${what}: ${colour} on ${bg}`).toBeGreaterThanOrEqual(AA);
    }
  });
});

describe('the portal palette (shared/ui/theme-palette.ts)', () => {
  it('offers only theme colours white text can sit on, and keeps each as it is', () => {
    expect(THEME_COLOUR_CHOICES.length).toBeGreaterThan(1);
    expect(new Set(THEME_COLOUR_CHOICES.map((c) => c.value)).size).toBe(THEME_COLOUR_CHOICES.length);
    for (const { value } of THEME_COLOUR_CHOICES) {
      expect(contrastRatio(WHITE, value), value).toBeGreaterThanOrEqual(AA);
      expect(accessibleThemeColor(value)).toBe(value);
    }
  });

  it('gives state texts colours that pass on white, #fafafa and the page', () => {
    for (const colour of Object.values(STATE_TEXT_COLOURS)) {
      for (const bg of [WHITE, LABEL_BG, PORTAL_COLOURS.mutedBackground])
        expect(contrastRatio(colour, bg), `${colour} on ${bg}`).toBeGreaterThanOrEqual(AA);
    }
  });

  it('keeps white text readable on the dark bands it is written on', () => {
    for (const bg of [PORTAL_COLOURS.bannerBackground, PORTAL_COLOURS.footerBackground])
      expect(contrastRatio(WHITE, bg)).toBeGreaterThanOrEqual(AA);
  });
});
