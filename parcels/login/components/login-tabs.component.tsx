/**
 * The two sign-in tabs of /login (密码登录, 短信登录): a WAI-ARIA tab list of two buttons and
 * the panel of the chosen one, drawn like antd's Tabs (an underlined current tab on a hairline)
 * from the same theme tokens. antd's Tabs measures its tabs after mounting (the ink bar and the
 * overflow menu, which two fixed labels never need): each measurement rendered it again, seven
 * times during /login's hydration, on the task that makes the form answer its first tap
 * (docs/decisions/0007). Only the chosen panel is mounted, so each form keeps its own captcha.
 * Keyboard: ← →, Home and End move to a tab and choose it (automatic activation; shared's
 * tab-keys rule, as the header's notice tabs).
 */
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { theme } from 'antd';
import { tabIndexAfterKey } from '@scf/shared';

const CLASS = 'scf-login-tabs';

interface LoginTab<K extends string> {
  key: K;
  label: string;
  children: ReactNode;
}

export interface LoginTabsProps<K extends string> {
  activeKey: K;
  onChange: (key: K) => void;
  items: readonly LoginTab<K>[];
}

export function LoginTabs<K extends string>({ activeKey, onChange, items }: LoginTabsProps<K>): React.JSX.Element {
  const { token } = theme.useToken();
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const active = items.find((item) => item.key === activeKey) ?? items[0];
  const tabId = (key: string): string => `${id}-tab-${key}`;
  const panelId = (key: string): string => `${id}-panel-${key}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number): void => {
    const next = tabIndexAfterKey(event.key, index, items.length);
    if (next === null) return;
    const item = items[next];
    if (!item) return;
    event.preventDefault();
    tabs.current[next]?.focus();
    onChange(item.key);
  };

  // antd Tabs' metrics: 32 px between tabs, 12 px above and below a label, a 2 px bar under the
  // current one over the list's hairline (both drawn inside, so the list is as tall as antd's), 16 px
  // to the panel.
  const rules = `
.${CLASS} { display: flex; gap: 32px; margin: 0 0 16px;
  box-shadow: inset 0 -${token.lineWidth}px 0 ${token.colorBorderSecondary}; }
.${CLASS} > [role="tab"] { appearance: none; background: none; border: 0; margin: 0; padding: 12px 0;
  font: inherit; font-size: ${token.fontSize}px; line-height: ${token.lineHeight}; color: ${token.colorText};
  cursor: pointer; outline: none;
  transition: color ${token.motionDurationSlow}, box-shadow ${token.motionDurationSlow}; }
.${CLASS} > [role="tab"]:hover { color: ${token.colorPrimaryHover}; }
.${CLASS} > [role="tab"][aria-selected="true"] { color: ${token.colorPrimary};
  box-shadow: inset 0 -2px 0 ${token.colorPrimary}; }
.${CLASS} > [role="tab"]:focus-visible { outline: ${token.lineWidthFocus}px solid ${token.colorPrimaryBorder};
  outline-offset: 1px; }
@media (prefers-reduced-motion: reduce) { .${CLASS} > [role="tab"] { transition: none; } }
`;

  return (
    <>
      <style>{rules}</style>
      <div role="tablist" className={CLASS}>
        {items.map((item, index) => {
          const selected = item.key === active?.key;
          return (
            <button
              key={item.key}
              ref={(el) => {
                tabs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={tabId(item.key)}
              aria-selected={selected}
              aria-controls={panelId(item.key)}
              tabIndex={selected ? 0 : -1}
              onClick={() => {
                if (!selected) onChange(item.key);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {active ? (
        <div role="tabpanel" id={panelId(active.key)} aria-labelledby={tabId(active.key)}>
          {active.children}
        </div>
      ) : null}
    </>
  );
}
