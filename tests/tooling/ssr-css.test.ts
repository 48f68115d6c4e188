/**
 * The server-extracted CSS is trimmed to the rendered markup (build/ssr-css.ts): rules that no
 * element can match go, rules that may match stay, and a trimmed style is taken out of the map
 * that lets the browser reuse server styles, so the browser writes the full style after hydration.
 */
import { describe, expect, it } from 'vitest';
import { markupClasses, pruneCss, pruneServerStyles } from '../../build/ssr-css';

describe('trimming CSS to the markup', () => {
  const classes = new Set(['ant-btn', 'ant-btn-primary', 'css-h', 'ant-col', 'ant-col-24']);

  it('drops rules needing a class the markup lacks and keeps the others, also inside media queries', () => {
    const css =
      ':where(.css-h).ant-btn{color:red}:where(.css-h).ant-btn-dangerous{color:blue}' +
      '@media (max-width:575px){:where(.css-h).ant-col-xs-12{width:50%}:where(.css-h).ant-col-24{width:100%}}' +
      '@media (min-width:576px){:where(.css-h).ant-col-sm-6{width:25%}}';
    const out = pruneCss(css, classes);
    expect(out).toContain('.ant-btn{color:red}');
    expect(out).not.toContain('ant-btn-dangerous');
    expect(out).not.toContain('ant-col-xs-12');
    expect(out).toContain('.ant-col-24{width:100%}');
    // An at-rule left empty goes with its rules.
    expect(out).not.toContain('min-width:576px');
  });

  it('keeps a rule whose classes the markup has only outside :not() / :where(), states and elements', () => {
    const css =
      '.ant-btn:not(.ant-btn-disabled):hover{opacity:.8}.ant-btn-primary::after{content:""}a{color:inherit}[hid' +
      'den]{display:none}';
    expect(pruneCss(css, classes)).toBe(css);
  });

  it('keeps what matches in a selector list and drops the rest of the list', () => {
    expect(pruneCss('.ant-btn,.ant-input{margin:0}', classes)).toBe('.ant-btn{margin:0}');
  });

  it('leaves keyframes whole and returns the very text when nothing goes or the CSS does not parse', () => {
    const css = '@keyframes spin{0%{transform:none}to{transform:rotate(1turn)}}.ant-btn{animation:spin 1s}';
    expect(pruneCss(css, classes)).toBe(css);
    expect(pruneCss('.a{', classes)).toBe('.a{');
  });

  it('reads the classes of HTML and SVG elements', () => {
    expect([...markupClasses('<div class="a  b"><svg class="c"></svg><p id="x">class="z"</p></div>')].sort()).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});

describe('the server styles of a page', () => {
  const html = '<button class="css-h ant-btn ant-btn-primary"><span class="anticon"></span>登录</button>';
  const styles =
    '<style data-rc-order="prependQueue" ' +
    'data-css-hash="h1">:where(.css-h).ant-btn{color:red}:where(.css-h).ant-btn-lg{font-size:16px}</style>' +
    '<style data-rc-order="prependQueue" data-css-hash="h2">.anticon{display:inline-flex}</style>' +
    '<style data-ant-cssinjs-cache-path="data-ant-cssinjs-cache-path">.data-ant-cssinjs-cache-path{content:"css' +
    '-h|Button-Button|ant-btn:h1;|ant-design-icons|anticon:h2"}</style>';

  it('are trimmed, and a trimmed style is no longer offered to the browser for reuse', () => {
    const out = pruneServerStyles(styles, html);
    expect(out).not.toContain('ant-btn-lg');
    expect(out).toContain('data-css-hash="h1">:where(.css-h).ant-btn{color:red}</style>');
    // The untouched icon style stays reusable; the trimmed button style is generated again.
    expect(out).toContain('content:"|ant-design-icons|anticon:h2"');
    expect(out).not.toContain(':h1');
  });

  it('are left as they are when every rule is used', () => {
    const used = '<style data-css-hash="h2">.anticon{display:inline-flex}</style>';
    expect(pruneServerStyles(used, '<span class="anticon"></span>')).toBe(used);
  });
});
