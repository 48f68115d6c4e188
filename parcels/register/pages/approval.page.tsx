/**
 * /register/approval, step 4: the application waits for the operator. The page asks
 * `reg/status` every few seconds (and on demand) and moves on by itself: approved → success;
 * rejected → the reason, with the way back to the company step. The interval and any request
 * under way end when the page unmounts.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Descriptions } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import {
  chinaClock,
  COMPANY_ROLE_LABELS,
  errorMessage,
  getRegistrationStatus,
  navigate,
  type RegStatus,
} from '@scf/shared';
import { STEP_PATH } from '../registration-steps';
import { styles } from './approval.style';

export const APPROVAL_POLL_MS = 5_000;

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

export default function ApprovalPage({ reg: first, ticket }: { reg: RegStatus; ticket: string }) {
  const [reg, setReg] = useState<RegStatus>(first);
  const [checkedAt, setCheckedAt] = useState(() => new Date());
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const inflight = useRef<AbortController | null>(null);

  const check = useCallback(async () => {
    if (inflight.current) return;
    const controller = new AbortController();
    inflight.current = controller;
    setChecking(true);
    try {
      const next = await getRegistrationStatus(ticket, { signal: controller.signal });
      if (controller.signal.aborted) return;
      setReg(next);
      setProblem(null);
      setCheckedAt(new Date());
      if (next.step === 'success' || next.approvalStatus === 'approved') navigate(STEP_PATH.success);
    } catch (err) {
      if (!controller.signal.aborted) setProblem(errorMessage(err, '审核状态查询失败，稍后将自动重试'));
    } finally {
      if (inflight.current === controller) inflight.current = null;
      if (!controller.signal.aborted) setChecking(false);
    }
  }, [ticket]);

  useEffect(() => {
    const id = window.setInterval(() => void check(), APPROVAL_POLL_MS);
    return () => {
      window.clearInterval(id);
      inflight.current?.abort();
      inflight.current = null;
    };
  }, [check]);

  const permit: Partial<NonNullable<typeof reg.permit>> = reg.permit ?? {};
  const rejected = reg.approvalStatus === 'rejected';
  return (
    <div>
      {rejected ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title="您的注册申请未通过审核"
          description={`原因：${reg.rejectReason || '未说明'}。请修改企业信息后重新提交。`}
          style={styles.result}
        />
      ) : (
        <div style={styles.waiting}>
          <ClockCircleOutlined aria-hidden="true" style={styles.icon} />
          <div>
            <p style={styles.title}>注册申请已提交，正在审核中</p>
            <p style={styles.text}>
              平台将在1-3个工作日内完成审核。本页面会自动刷新审核结果，您也可以稍后用注册手机号登录查看。
            </p>
          </div>
        </div>
      )}
      <p role="status" aria-live="polite" style={styles.pollStatus}>
        {problem ?? `最近查询时间：${chinaClock(checkedAt)}`}
      </p>
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          { key: 'compCode', label: '申请编号', children: reg.compCode || '—' },
          { key: 'compName', label: '企业名称', children: text(permit.compName) || '—' },
          { key: 'creditCode', label: '统一社会信用代码', children: text(permit.creditCode) || '—' },
          {
            key: 'compRole',
            label: '企业角色',
            children: COMPANY_ROLE_LABELS[text(permit.compRole)] ?? (text(permit.compRole) || '—'),
          },
          { key: 'mobile', label: '管理员手机号', children: reg.mobile || '—' },
        ]}
      />
      <div style={styles.actions}>
        {rejected ? (
          <Button type="primary" onClick={() => navigate(STEP_PATH.permit)}>
            修改企业信息并重新提交
          </Button>
        ) : (
          <Button onClick={() => void check()} loading={checking}>
            立即刷新审核状态
          </Button>
        )}
      </div>
    </div>
  );
}
