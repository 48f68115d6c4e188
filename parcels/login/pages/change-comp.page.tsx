/**
 * /login/changeComp: the signed-in person's companies (`findAllCompNameByMobileEnable`,
 * narrowed by shared's switcher rule: status 1 and isActive 1). Choosing one is shared's
 * `switchCompany`: token refresh with the target, new tokens stored, the product page reloaded.
 * No permission is needed and the inactivity check skips this page (route table).
 */
import { useEffect, useState, type CSSProperties } from 'react';
import { Button } from 'antd';
import {
  errorMessage,
  listEnabledCompaniesByMobile,
  PRODUCT_CENTRE_PATH,
  switchableCompanies,
  switchCompany,
  type CompanyListItem,
  THEME,
} from '@scf/shared';
import { FormNotice } from '@scf/shared/forms';
import { PortalLink } from '@scf/shared/ui';
import { AuthLayout } from '../components/auth-layout.component';
import { MembershipTags } from '../components/membership-tags.component';

const styles = {
  intro: { margin: '0 0 16px', color: THEME.textSecondary },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 10 },
  item: (current: boolean): CSSProperties => ({
    display: 'flex',
    alignItems: 'center',
    gap: 12,
    padding: '12px 14px',
    border: `1px solid ${current ? THEME.primary : THEME.border}`,
    borderRadius: 8,
    background: current ? THEME.primaryBg : THEME.background,
  }),
  main: { flex: 1, minWidth: 0 },
  name: { margin: 0, fontSize: 15, fontWeight: 600, overflowWrap: 'anywhere' },
  back: { display: 'inline-block', marginTop: 20, color: THEME.primary, padding: '4px 0' },
  state: { padding: '24px 0', textAlign: 'center', color: THEME.textSecondary },
  currentMark: { fontWeight: 600, color: THEME.primary, whiteSpace: 'nowrap' },
} satisfies Record<string, CSSProperties | ((current: boolean) => CSSProperties)>;

type Load =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; companies: CompanyListItem[] };

export default function ChangeCompPage() {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [switching, setSwitching] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    listEnabledCompaniesByMobile(undefined, { signal: controller.signal }).then(
      (list) => {
        if (!controller.signal.aborted)
          setLoad({ status: 'ready', companies: switchableCompanies<CompanyListItem>(list) });
      },
      (err: unknown) => {
        if (!controller.signal.aborted) setLoad({ status: 'error', message: errorMessage(err, '企业列表加载失败') });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const choose = async (company: CompanyListItem) => {
    setSwitching(company.compBizCode);
    setNotice(null);
    // On success shared reloads the product page; on failure it has shown why.
    const ok = await switchCompany(
      { employeeCode: company.employeeCode, compBizCode: company.compBizCode },
      { redirect: PRODUCT_CENTRE_PATH },
    );
    if (!ok) {
      setSwitching(null);
      setNotice('切换企业失败，请稍后重试');
    }
  };

  return (
    <AuthLayout title="切换企业">
      <p style={styles.intro}>请选择要进入的企业，切换后将重新进入产品中心。</p>
      <FormNotice message={notice} />
      {load.status === 'loading' && (
        <p style={styles.state} role="status">
          正在加载企业列表……
        </p>
      )}
      {load.status === 'error' && (
        <div style={styles.state} role="alert">
          <p>企业列表加载失败：{load.message}</p>
          <Button onClick={() => setAttempt((n) => n + 1)}>重新加载</Button>
        </div>
      )}
      {load.status === 'ready' && load.companies.length === 0 && (
        <p style={styles.state} role="status">
          没有可切换的企业（只显示已启用的企业）。
        </p>
      )}
      {load.status === 'ready' && load.companies.length > 0 && (
        <ul style={styles.list as CSSProperties} aria-label="可切换的企业">
          {load.companies.map((c) => {
            return (
              <li key={`${c.compBizCode}-${c.employeeCode}`} style={styles.item(c.current)}>
                <div style={styles.main as CSSProperties}>
                  <p style={styles.name as CSSProperties}>{c.compName}</p>
                  <MembershipTags compRole={c.compRole} employeeRole={c.employeeRole} />
                </div>
                {c.current ? (
                  <span style={styles.currentMark}>当前企业</span>
                ) : (
                  <Button
                    type="primary"
                    loading={switching === c.compBizCode}
                    disabled={switching !== null}
                    onClick={() => void choose(c)}
                    // The visible words start the name (WCAG 2.5.3), the company tells the rows apart.
                    aria-label={`切换至该企业：${c.compName}`}
                  >
                    切换至该企业
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <PortalLink to={PRODUCT_CENTRE_PATH} style={styles.back}>
        ‹ 返回产品中心
      </PortalLink>
    </AuthLayout>
  );
}
