/**
 * The folded service widget's tab: antd's primary button drawn without antd's Button. Where the
 * widget starts folded (the home page, the centre, every phone) the tab is all a visitor sees,
 * and Button's code, with the form and colour-picker modules its styles import, was ~50 KB gzip
 * that every page loaded for it (issue 36). The markup and the rules below are the ones antd
 * renders for `<Button type="primary">` (its icon wrapper, the label's span, hover, press and
 * keyboard focus), from the same theme tokens; the open panel keeps antd's buttons.
 */
import { forwardRef, type CSSProperties, type ReactNode } from 'react';
import { theme } from 'antd';

const CLASS = 'scf-widget-tab';

export interface ServiceWidgetTabProps {
  style: CSSProperties;
  icon: ReactNode;
  label: string;
  onClick: () => void;
  /** The reader shows intent to open the panel (pointer over the tab, keyboard focus). */
  onIntent: () => void;
}

export const ServiceWidgetTab = forwardRef<HTMLButtonElement, ServiceWidgetTabProps>(function ServiceWidgetTab(
  { style, icon, label, onClick, onIntent },
  ref,
) {
  const { token } = theme.useToken();
  const rules = `
.${CLASS} { outline: none; position: relative; display: inline-flex; align-items: center; justify-content: center;
  font-family: ${token.fontFamily}; font-weight: 400; white-space: nowrap; text-align: center; background-image: none;
  box-sizing: border-box; margin: 0; cursor: pointer; user-select: none; touch-action: manipulation;
  background-color: ${token.colorPrimary}; color: ${token.colorTextLightSolid};
  transition: all ${token.motionDurationMid} ${token.motionEaseInOut}; }
.${CLASS}:hover { background-color: ${token.colorPrimaryHover}; }
.${CLASS}:active { background-color: ${token.colorPrimaryActive}; }
.${CLASS}:focus-visible { outline: ${token.lineWidthFocus}px solid ${token.colorPrimaryBorder}; outline-offset: 1px;
  transition: outline-offset 0s, outline 0s; }
.${CLASS} .ant-btn-icon { display: inline-flex; align-items: center; }
.${CLASS} .ant-btn-icon .anticon { vertical-align: middle; }
.${CLASS} .ant-btn-icon .anticon:before { content: "\\a0"; display: inline-block; width: 0; }
`;
  return (
    <>
      <style>{rules}</style>
      <button
        ref={ref}
        type="button"
        className={CLASS}
        style={style}
        aria-expanded={false}
        aria-label="打开客服面板"
        onClick={onClick}
        // Over, not enter: React skips the enter of a pointer coming from the page's own React root
        // (see HoverEntry in service-widget-panel.component.tsx). Loading the panel twice is a no-op.
        onPointerOver={onIntent}
        onFocus={onIntent}
      >
        <span className="ant-btn-icon">{icon}</span>
        <span>{label}</span>
      </button>
    </>
  );
});
