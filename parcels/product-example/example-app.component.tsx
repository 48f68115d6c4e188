/**
 * The example product's root: what every product parcel receives from the centre (props
 * `prodCode`, `basePath`) and takes from `@scf/shared` (the company info of the product
 * context, the current route, the list-page state, the theme through PortalProvider).
 */
import { Card, Flex, Result, Tag, Typography } from 'antd';
import { employeeRolesFor, roleLabel, useRoute, useStore, type PortalState } from '@scf/shared';
import { ExampleLink } from './example-link.component';
import { viewOf } from './example-routes';
import { PermitDetailPage } from './permit-detail.page';
import { PermitListPage } from './permit-list.page';
import { usePermitAudits } from './use-permit-audits.hook';
import { styles } from './example-app.style';

export interface ExampleProps {
  prodCode: string;
  basePath: string;
}

const selectCompInfo = (s: PortalState) => s.compInfo;

function ExampleContent({ prodCode, basePath }: ExampleProps): React.JSX.Element {
  const { params } = useRoute();
  const compInfo = useStore(selectCompInfo);
  const view = viewOf(params['*']);
  const audits = usePermitAudits(compInfo?.compCode ?? null, prodCode);
  const roles = employeeRolesFor(compInfo?.employeeRole, prodCode).map(roleLabel).filter(Boolean);
  return (
    <Flex vertical gap={16} data-testid="product-example">
      <Typography.Title level={1} style={styles.title}>
        产品工作台 · {prodCode}
      </Typography.Title>
      <Card size="small">
        <Typography.Text>当前企业：{compInfo?.compName ?? '—'}</Typography.Text>
        <span style={styles.note}>本产品角色：{roles.length ? roles.map((r) => <Tag key={r}>{r}</Tag>) : '无'}</span>
      </Card>
      <Card
        title={
          <Typography.Title level={2} style={styles.cardTitle}>
            开通记录
          </Typography.Title>
        }
      >
        {view.page === 'list' ? (
          <PermitListPage prodCode={prodCode} basePath={basePath} audits={audits} />
        ) : view.page === 'detail' ? (
          <PermitDetailPage id={view.id} basePath={basePath} audits={audits} />
        ) : (
          <Result status="404" title="页面不存在" extra={<ExampleLink to={basePath}>返回产品首页</ExampleLink>} />
        )}
      </Card>
    </Flex>
  );
}

export function ExampleApp(props: ExampleProps): React.JSX.Element {
  return <ExampleContent prodCode={props.prodCode} basePath={props.basePath} />;
}
