/**
 * The frame of a wizard page: the slim top bar (site name, 返回首页, 登录), the progress of
 * the steps, and the card holding the current step. Under 992 px the steps become compact and
 * the card takes the width.
 */
import type { CSSProperties, ReactNode } from 'react';
import { Steps } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { HOME_PATH, LOGIN_PATH, MOBILE_MEDIA_QUERY, useMediaQuery, THEME } from '../../index';
import { PortalLink } from '../../ui/portal-link.component';
import { SIGN_IN_BAR_LINK_STYLE, SignInFrame } from './sign-in-frame.component';

/**
 * A finished step's mark: a solid circle of the theme colour with a white tick. antd's own (a
 * pale tint of the colour) read as greyed out, as if the step could not be reached (issue 33.14).
 */
const DONE_ICON: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 24,
  height: 24,
  borderRadius: '50%',
  background: THEME.primary,
  color: THEME.onPrimary,
  fontSize: 12,
};

const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

interface Props {
  /** The wizard's name (企业注册, 找回密码). */
  wizard: string;
  /** The current step's heading. */
  title: string;
  steps: string[];
  current: number;
  /** A finished wizard shows every step done. */
  finished?: boolean;
  children: ReactNode;
}

export function WizardLayout({ wizard, title, steps, current, finished, children }: Props) {
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const position = Math.min(current + 1, steps.length);
  const styles = {
    wizard: {
      color: THEME.textSecondary,
      borderLeft: `1px solid ${THEME.border}`,
      paddingLeft: 16,
      whiteSpace: 'nowrap',
    },
    links: { marginLeft: 'auto', display: 'flex', gap: 16, whiteSpace: 'nowrap' },
    main: {
      flex: 1,
      width: '100%',
      maxWidth: 860,
      margin: '0 auto',
      padding: mobile ? '16px 12px 32px' : '32px 16px 48px',
    },
    steps: {
      padding: mobile ? '16px 12px' : '24px 32px',
      marginBottom: 16,
      background: THEME.background,
      borderRadius: 8,
    },
    card: {
      padding: mobile ? '20px 16px' : '32px 48px',
      background: THEME.background,
      borderRadius: 8,
      boxShadow: mobile ? 'none' : '0 4px 16px rgba(0, 40, 100, 0.08)',
    },
    title: { margin: '0 0 24px', fontSize: 22, fontWeight: 600, color: 'rgba(0, 0, 0, 0.88)' },
    compact: { margin: '0 0 8px', color: 'rgba(0, 0, 0, 0.75)' },
    track: { height: 6, borderRadius: 3, background: THEME.track, overflow: 'hidden' },
    progress: { height: 6, borderRadius: 3, background: THEME.primary },
  } satisfies Record<string, CSSProperties>;

  const links = (
    <>
      {!mobile && <span style={styles.wizard}>{wizard}</span>}
      <nav style={styles.links} aria-label="快捷链接">
        <PortalLink to={HOME_PATH} style={SIGN_IN_BAR_LINK_STYLE}>
          返回首页
        </PortalLink>
        <PortalLink to={LOGIN_PATH} style={SIGN_IN_BAR_LINK_STYLE}>
          登录
        </PortalLink>
      </nav>
    </>
  );

  return (
    <SignInFrame links={links}>
      <main style={styles.main}>
        <div style={styles.steps}>
          {mobile ? (
            // A phone has no room for every step's title: the current one and a bar.
            <>
              <p style={styles.compact}>
                第 {position} 步 / 共 {steps.length} 步：<strong>{steps[current] ?? ''}</strong>
              </p>
              <div style={styles.track} aria-hidden="true">
                <div style={{ ...styles.progress, width: `${Math.round((position / steps.length) * 100)}%` }} />
              </div>
            </>
          ) : (
            <>
              <p
                style={visuallyHidden}
              >{`${wizard}进度：第 ${position} 步（${steps[current] ?? ''}），共 ${steps.length} 步`}</p>
              <Steps
                size="small"
                current={finished ? steps.length : current}
                items={steps.map((t, i) => ({
                  title: t,
                  icon:
                    i < (finished ? steps.length : current) ? (
                      <span style={DONE_ICON} data-scf-step-done="">
                        <CheckOutlined aria-hidden />
                      </span>
                    ) : undefined,
                }))}
              />
            </>
          )}
        </div>
        <section style={styles.card} aria-labelledby="scf-wizard-title">
          <h1 id="scf-wizard-title" style={styles.title}>
            {title}
          </h1>
          {children}
        </section>
      </main>
    </SignInFrame>
  );
}
