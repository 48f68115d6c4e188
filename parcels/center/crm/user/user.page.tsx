/**
 * 个人信息 (`/center/crm/user`): who the signed-in person is in this company (name, masked
 * mobile, e-mail, company, roles, avatar), the last logins, the four self-service
 * changes (avatar, password, mobile, e-mail) and the invitations to join other companies.
 */
import { useState } from 'react';
import { Button, Card, Col, Descriptions, Row, Skeleton, Typography } from 'antd';
import { getAccountView, getLoginInfo, maskPhone, notifyAccountChanged, useRequest } from '@scf/shared';
import { PageFrame } from '../../common/page-frame.component';
import { RoleList } from '../../common/role-list.component';
import { UserAvatar } from './user-avatar.component';
import { ChangePasswordModal } from './change-password.modal';
import { ChangeMobileModal } from './change-mobile.modal';
import { ChangeEmailModal } from './change-email.modal';
import { JoinInvites } from './join-invites.component';
import { LoadError } from '@scf/shared/load-error';
import { SectionTitle } from '@scf/shared/ui';
import { styles } from './user.style';

type Dialog = 'password' | 'mobile' | 'email' | null;

export function UserPage(): React.JSX.Element {
  const account = useRequest((signal) => getAccountView({ signal }), []);
  const login = useRequest((signal) => getLoginInfo({ signal, kind: 'silent' }), []);
  const [dialog, setDialog] = useState<Dialog>(null);
  const view = account.data;

  const changed = () => {
    account.reload();
    notifyAccountChanged();
  };

  if (account.error)
    return (
      <PageFrame>
        <LoadError error={account.error} onRetry={account.reload} />
      </PageFrame>
    );

  return (
    <PageFrame>
      <Row gutter={[16, 16]}>
        <Col xs={24}>
          <JoinInvites />
        </Col>
        <Col xs={24} lg={16}>
          <Card title={<SectionTitle>基本信息</SectionTitle>}>
            {!view ? (
              <Skeleton active />
            ) : (
              <Row gutter={[24, 16]} align="top">
                <Col xs={24} md={6}>
                  <UserAvatar fileToken={view.photoFileToken} userName={view.userName} onChanged={changed} />
                </Col>
                <Col xs={24} md={18}>
                  <Descriptions column={1} size="small" styles={{ label: { width: 96 } }}>
                    <Descriptions.Item label="姓名">{view.userName}</Descriptions.Item>
                    <Descriptions.Item label="手机号">
                      <span data-testid="user-mobile">{maskPhone(view.mobile) || view.mobile}</span>
                      <Button type="link" size="small" aria-label="更换手机号" onClick={() => setDialog('mobile')}>
                        更换
                      </Button>
                    </Descriptions.Item>
                    <Descriptions.Item label="邮箱">
                      <span data-testid="user-email">{view.email || '未设置'}</span>
                      <Button
                        type="link"
                        size="small"
                        aria-label={view.email ? '更换邮箱' : '设置邮箱'}
                        onClick={() => setDialog('email')}
                      >
                        {view.email ? '更换' : '设置'}
                      </Button>
                    </Descriptions.Item>
                    <Descriptions.Item label="登录密码">
                      ********
                      <Button type="link" size="small" onClick={() => setDialog('password')}>
                        修改密码
                      </Button>
                    </Descriptions.Item>
                    <Descriptions.Item label="所属企业">{view.compName}</Descriptions.Item>
                    <Descriptions.Item label="员工编号">{view.employeeCode}</Descriptions.Item>
                    <Descriptions.Item label="企业角色">
                      <RoleList entries={view.compRole} showProduct={false} />
                    </Descriptions.Item>
                    <Descriptions.Item label="员工角色">
                      <RoleList entries={view.employeeRole} />
                    </Descriptions.Item>
                  </Descriptions>
                </Col>
              </Row>
            )}
          </Card>
        </Col>
        {/* Only beside (or, on a phone, below) a filled 基本信息 card: below its skeleton it would be
            pushed down the screen when the taller content arrives. */}
        {view ? (
          <Col xs={24} lg={8}>
            <Card title={<SectionTitle>登录信息</SectionTitle>}>
              {login.data ? (
                <Descriptions column={1} size="small">
                  <Descriptions.Item label="本次登录">{login.data.loginTime}</Descriptions.Item>
                  <Descriptions.Item label="登录 IP">{login.data.loginIp}</Descriptions.Item>
                  <Descriptions.Item label="上次登录">{login.data.lastLoginTime ?? '首次登录'}</Descriptions.Item>
                  {login.data.lastLoginIp ? (
                    <Descriptions.Item label="上次 IP">{login.data.lastLoginIp}</Descriptions.Item>
                  ) : null}
                  <Descriptions.Item label="会话有效期至">{login.data.sessionExpiresAt}</Descriptions.Item>
                </Descriptions>
              ) : login.error ? (
                <Typography.Text type="secondary">登录信息暂不可用</Typography.Text>
              ) : (
                <Skeleton active title={false} paragraph={{ rows: 5 }} />
              )}
              <Typography.Paragraph type="secondary" style={styles.note}>
                如发现非本人登录，请立即修改密码。
              </Typography.Paragraph>
            </Card>
          </Col>
        ) : null}
      </Row>
      <ChangePasswordModal open={dialog === 'password'} onClose={() => setDialog(null)} />
      <ChangeMobileModal open={dialog === 'mobile'} onClose={() => setDialog(null)} onChanged={changed} />
      <ChangeEmailModal open={dialog === 'email'} onClose={() => setDialog(null)} onChanged={changed} />
    </PageFrame>
  );
}
