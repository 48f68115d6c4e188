/**
 * The choice of company and role after a login that answered `needChoose`: one radio card per
 * membership (company, its enterprise roles, the person's roles), a filter by enterprise role
 * (`employeeSmsTreeselect`), then `smsEmployeeSubmit` with the login ticket. The ticket lives
 * 5 minutes and is single use: when it is gone the reader is sent back to log in again.
 */
import { useMemo, useState, type CSSProperties } from 'react';
import { Button, Form, Radio, Select } from 'antd';
import {
  COMPANY_ROLE_LABELS,
  isSwitchableCompany,
  listLoginChoices,
  roleLabel,
  submitLoginChoice,
  type ChoiceItem,
  type LoginChoice,
  THEME,
} from '@scf/shared';
import { FormNotice, formProblem } from '@scf/shared/forms';
import { finishLogin, INVALID_LOGIN_ANSWER } from '../login-flow';
import { MembershipTags } from './membership-tags.component';

const styles = {
  intro: { margin: '0 0 16px', color: THEME.textSecondary },
  list: { display: 'flex', flexDirection: 'column', gap: 10, width: '100%' },
  card: (selected: boolean, enabled: boolean): CSSProperties => ({
    display: 'flex',
    alignItems: 'flex-start',
    width: '100%',
    margin: 0,
    padding: '12px 14px',
    border: `1px solid ${selected ? THEME.primary : THEME.border}`,
    borderRadius: 8,
    background: selected ? THEME.primaryBg : enabled ? THEME.background : THEME.quietBackground,
  }),
  name: { fontSize: 15, fontWeight: 600, color: 'rgba(0, 0, 0, 0.88)' },
  actions: { display: 'flex', gap: 12, marginTop: 20 },
  fieldset: { border: 'none', margin: 0, padding: 0 },
  legend: { fontWeight: 500, marginBottom: 8 },
  group: { width: '100%' },
  fill: { flex: 1 },
} satisfies Record<string, CSSProperties | ((...a: boolean[]) => CSSProperties)>;

/** The distinct enterprise roles of the memberships, for the filter. */
function companyRoles(items: readonly ChoiceItem[]): string[] {
  const out = new Set<string>();
  for (const item of items)
    for (const r of item.compRole ?? [])
      if (COMPANY_ROLE_LABELS[roleLabelKey(r.compRole)]) out.add(roleLabelKey(r.compRole));
  return [...out].sort();
}

const roleLabelKey = (code: string): string => code.slice(code.lastIndexOf('-') + 1);

interface Props {
  choice: LoginChoice;
  target: string;
  /** Back to the login form (the ticket is void or the reader changed their mind). */
  onCancel: (message?: string) => void;
}

export function CompanyChoice({ choice, target, onCancel }: Props) {
  const [items, setItems] = useState<ChoiceItem[]>(choice.employees);
  const [roleFilter, setRoleFilter] = useState<string>('');
  const [selected, setSelected] = useState<string | null>(() => {
    const enabled = choice.employees.filter(isSwitchableCompany);
    return enabled.length === 1 ? (enabled[0] as ChoiceItem).employeeCode : null;
  });
  const [filtering, setFiltering] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const roles = useMemo(() => companyRoles(choice.employees), [choice.employees]);

  const filter = async (role: string) => {
    setRoleFilter(role);
    setFiltering(true);
    setNotice(null);
    try {
      const list = await listLoginChoices(
        { loginTicket: choice.loginTicket, compRole: role || undefined },
        { kind: 'silent' },
      );
      setItems(Array.isArray(list) ? list : []);
      if (selected && !list.some((i) => i.employeeCode === selected)) setSelected(null);
    } catch (err) {
      const problem = formProblem(err, [], '企业列表加载失败，请重试');
      if (formProblem(err, ['loginTicket']).field === 'loginTicket') onCancel(problem.message);
      else setNotice(problem.message);
    } finally {
      setFiltering(false);
    }
  };

  const submit = async () => {
    if (!selected) {
      setNotice('请选择要进入的企业');
      return;
    }
    setSubmitting(true);
    setNotice(null);
    try {
      const grant = await submitLoginChoice({ loginTicket: choice.loginTicket, employeeCode: selected });
      // "记住账号" was applied when the choice arrived; keep it as it is.
      const outcome = finishLogin(grant, null, target);
      if (outcome.kind !== 'done') setNotice(INVALID_LOGIN_ANSWER);
    } catch (err) {
      const problem = formProblem(err, ['loginTicket', 'employeeCode'], '进入企业失败，请重试');
      if (problem.field === 'loginTicket') onCancel(problem.message);
      else setNotice(problem.message);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form layout="vertical" onFinish={submit} name="company-choice">
      <p style={styles.intro}>您的账号关联了多家企业，请选择本次要进入的企业和角色。</p>
      <FormNotice message={notice} />
      {roles.length > 1 && (
        <Form.Item label="企业角色" htmlFor="choice-role">
          <Select
            id="choice-role"
            value={roleFilter}
            onChange={filter}
            loading={filtering}
            options={[{ value: '', label: '全部企业角色' }, ...roles.map((r) => ({ value: r, label: roleLabel(r) }))]}
          />
        </Form.Item>
      )}
      <fieldset style={styles.fieldset}>
        <legend style={styles.legend}>选择企业</legend>
        {items.length === 0 ? (
          <p role="status">没有符合条件的企业。</p>
        ) : (
          <Radio.Group value={selected} onChange={(e) => setSelected(String(e.target.value))} style={styles.group}>
            <div style={styles.list as CSSProperties}>
              {items.map((item) => {
                const enabled = isSwitchableCompany(item);
                return (
                  <Radio
                    key={item.employeeCode}
                    value={item.employeeCode}
                    disabled={!enabled}
                    style={styles.card(selected === item.employeeCode, enabled)}
                  >
                    <span style={styles.name}>{item.compName}</span>
                    {!enabled && <span>（已停用）</span>}
                    <MembershipTags compRole={item.compRole} employeeRole={item.employeeRole} inline />
                  </Radio>
                );
              })}
            </div>
          </Radio.Group>
        )}
      </fieldset>
      <div style={styles.actions}>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          loading={submitting}
          disabled={!selected}
          style={styles.fill}
        >
          进入企业
        </Button>
        <Button size="large" onClick={() => onCancel()}>
          返回登录
        </Button>
      </div>
    </Form>
  );
}
