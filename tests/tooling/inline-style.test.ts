/**
 * No new inline style object in the front end (issue 37, point 4, "styling from tokens only"): a
 * component in parcels/ or shared/ writes `style={styles.x}` with the map from its own
 * `<name>.style.ts` module (typed `satisfies Record<string, CSSProperties>`, colours from `THEME`
 * in shared/ui/theme-vars.ts), or uses a prop that says it (antd's `block`, `Flex` props, a shared
 * piece such as `PageLoading` or `RowLinkButton`), never `style={{ … }}` written in the JSX. Why:
 * a style in a module of its own has a name, is found and changed in one place, and takes its
 * colours from the theme; a literal in the JSX is repeated page after page with the values
 * written out (issue 37 counted 235). Inline styles, not CSS-in-JS classes: they render the same on
 * the server and in the browser with no style extraction, and add no run-time dependency.
 *
 * ALLOWED names the few files whose literal computes a value per render (a width from the
 * viewport, a bar's share, the theme's token) and says why. LEGACY (inline-style-budget.json) is
 * what issue 37 has not moved yet, per file: a file may only go down, and when it does the budget
 * must be lowered with it, so the count never grows back.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve('.');
const DIRS = ['parcels', 'shared', 'root-config'];
const INLINE = /style=\{\{/g;

/** Files whose inline objects are computed per render (count, and why). Keep it short. */
const ALLOWED: Record<string, { count: number; why: string }> = {
  'shared/sign-in/components/password-strength.component.tsx': {
    count: 2,
    why: 'the bars filled and their colour follow the strength of what is typed',
  },
  'shared/sign-in/components/wizard-layout.component.tsx': { count: 1, why: 'the progress bar is the step’s share' },
  'shared/list/select-filter.component.tsx': { count: 1, why: 'the width is the caller’s prop' },
  'shared/voucher/form-screen.component.tsx': { count: 1, why: 'the maximum width is the caller’s prop' },
};

const LEGACY = JSON.parse(readFileSync(path.join(ROOT, 'tests/tooling/fixtures/inline-style-budget.json'), 'utf8')) as {
  total: number;
  files: Record<string, number>;
};

/** Every .tsx file of the front end, relative to the repository. */
function frontEndFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const e of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = `${dir}/${e.name}`;
      if (e.isDirectory()) {
        if (e.name !== 'node_modules') walk(rel);
      } else if (e.name.endsWith('.tsx')) found.push(rel);
    }
  };
  for (const d of DIRS) walk(d);
  return found.sort();
}

/** `style={{` occurrences per file, outside comments. */
function inlineStyles(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const f of frontEndFiles()) {
    const text = readFileSync(path.join(ROOT, f), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|[^:])\/\/.*$/gm, '$1');
    const n = text.match(INLINE)?.length ?? 0;
    if (n > 0) counts.set(f, n);
  }
  return counts;
}

describe('inline style objects in the front end', () => {
  const counts = inlineStyles();

  it('appear only where ALLOWED or LEGACY lets them, never more', () => {
    const over: string[] = [];
    for (const [file, n] of counts) {
      const budget = (ALLOWED[file]?.count ?? 0) + (LEGACY.files[file] ?? 0);
      if (n > budget)
        over.push(
          `${file}: ${n} × style={{…}} (budget ${budget}); move the style to a <name>.style.ts module ` +
            '(see shared/ui/page-loading.style.ts) and write style={styles.x}',
        );
    }
    expect(over).toEqual([]);
  });

  it('has a budget no larger than what is left, so what is moved cannot come back', () => {
    const slack: string[] = [];
    for (const [file, budget] of Object.entries(LEGACY.files)) {
      const left = (counts.get(file) ?? 0) - (ALLOWED[file]?.count ?? 0);
      if (left < budget) slack.push(`${file}: budget ${budget}, ${Math.max(0, left)} left; lower it in the JSON`);
    }
    expect(slack).toEqual([]);
    expect(
      Object.values(LEGACY.files).reduce((a, b) => a + b, 0),
      'total in the JSON',
    ).toBe(LEGACY.total);
  });

  it('keeps the allow-list short and every entry in use', () => {
    expect(Object.keys(ALLOWED).length).toBeLessThanOrEqual(8);
    for (const [file, { count, why }] of Object.entries(ALLOWED)) {
      expect(why.length, file).toBeGreaterThan(10);
      expect(counts.get(file) ?? 0, file).toBeGreaterThanOrEqual(count);
    }
  });
});
