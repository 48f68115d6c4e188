/** One entry of the permit history, with the way back to the list (which keeps its filters). */
import { Descriptions, Result } from 'antd';
import { ExampleLink } from './example-link.component';
import { StatusText } from './permit-list.page';
import type { Audits } from './use-permit-audits.hook';

export function PermitDetailPage({
  id,
  basePath,
  audits,
}: {
  id: number;
  basePath: string;
  audits: Audits;
}): React.JSX.Element {
  const back = <ExampleLink to={basePath}>返回列表</ExampleLink>;
  if (audits.data === null) return <p role="status">正在加载中......</p>;
  const entry = audits.data.find((a) => a.id === id);
  if (!entry) return <Result status="404" title="记录不存在" extra={back} />;
  return (
    <Descriptions bordered column={1} size="small" title={`记录 ${entry.id}`} extra={back}>
      <Descriptions.Item label="时间">{entry.createTime}</Descriptions.Item>
      <Descriptions.Item label="变更前">
        <StatusText code={entry.beforeStatus} />
      </Descriptions.Item>
      <Descriptions.Item label="变更后">
        <StatusText code={entry.afterStatus} />
      </Descriptions.Item>
      <Descriptions.Item label="说明">{entry.remark || '—'}</Descriptions.Item>
    </Descriptions>
  );
}
