/**
 * 界面设置: navigation mode (top bar or sidebar) and theme colour, both persisted by shared's
 * store actions (cookies `sidebarMode` / `theme_color` and local storage). Only colours that
 * white text can sit on are offered (all ≥ 4.5:1).
 */
import { useState } from 'react';
import { Button, Drawer, Flex, Radio, Tooltip, Typography } from 'antd';
import { BgColorsOutlined, CheckOutlined } from '@ant-design/icons';
import { setSidebarMode, setThemeColor, useStore, type PortalState, THEME, THEME_COLOUR_CHOICES } from '@scf/shared';
import { styles } from './layout-settings.style';

const selectMode = (s: PortalState) => s.sidebarMode;
const selectColour = (s: PortalState) => s.themeColor;

/**
 * The button, and the drawer once it has been opened: a drawer never opened costs nothing (its
 * radios, eleven colour swatches and their tooltips were about a tenth of the frame's hydration
 * on every signed-in page, for a panel few readers open).
 */
export function LayoutSettings(): React.JSX.Element {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        type="text"
        icon={<BgColorsOutlined aria-hidden />}
        aria-label="界面设置"
        title="界面设置"
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        style={styles.open}
      />
      {opened ? <SettingsDrawer open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }): React.JSX.Element {
  const mode = useStore(selectMode);
  const colour = useStore(selectColour);
  return (
    <Drawer open={open} onClose={onClose} title="界面设置" size={320}>
      <Flex vertical gap={24}>
        <div>
          <Typography.Title level={2} style={styles.sectionTitle} id="layout-mode-label">
            导航模式
          </Typography.Title>
          <Radio.Group
            value={mode}
            onChange={(e) => setSidebarMode(e.target.value)}
            aria-labelledby="layout-mode-label"
          >
            <Radio.Button value="topbar">顶部导航</Radio.Button>
            <Radio.Button value="sidebar">侧边导航</Radio.Button>
          </Radio.Group>
        </div>
        <div>
          <Typography.Title level={2} style={styles.sectionTitle} id="layout-colour-label">
            主题色
          </Typography.Title>
          <Flex gap={8} wrap role="group" aria-labelledby="layout-colour-label">
            {THEME_COLOUR_CHOICES.map((c) => {
              const current = c.value.toLowerCase() === colour.toLowerCase();
              return (
                <Tooltip key={c.value} title={c.label}>
                  <button
                    type="button"
                    aria-label={`主题色：${c.label}`}
                    aria-pressed={current}
                    onClick={() => setThemeColor(c.value)}
                    style={{
                      width: 32,
                      height: 32,
                      borderRadius: 6,
                      border: current ? '2px solid rgba(0,0,0,0.88)' : `1px solid ${THEME.border}`,
                      background: c.value,
                      color: THEME.onPrimary,
                      cursor: 'pointer',
                      display: 'inline-flex',
                      alignItems: 'center',
                      justifyContent: 'center',
                    }}
                  >
                    {current ? <CheckOutlined aria-hidden /> : null}
                  </button>
                </Tooltip>
              );
            })}
          </Flex>
        </div>
      </Flex>
    </Drawer>
  );
}
