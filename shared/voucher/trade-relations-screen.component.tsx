/**
 * 交易对手 (trade relations): the companies this company may issue vouchers and transfer parts
 * to, the same page in BILL and ENDORSE (a second-tier supplier may hold ENDORSE alone).
 * Everyone sees the list; the company's administrator adds one by the other company's credit
 * code and removes one after confirming. The server refuses a removal while business to that
 * company is open and says so; the answer shows above the list.
 */
import { useState } from 'react';
import { Alert, Button, Flex, Typography } from 'antd';
import { RowLinkButton } from './row-link-button.component';
import { ListTable } from '../list/list-page.component';
import { errorMessage, listTradeRelations, removeTradeRelation, useAction, useRequest } from '../index';
import { PortalLink } from '../ui/portal-link.component';
import { PageHeading } from './page-heading.component';
import { RelationAddModal } from './relation-add-modal.component';
import { useMayInProduct } from './voucher-screen-data';
import { styles } from './trade-relations-screen.style';

type RelationRow = Awaited<ReturnType<typeof listTradeRelations>>[number];

type Notice = { type: 'success' | 'error'; text: string };

export function TradeRelationsScreen({
  prodCode,
  listPath,
}: {
  prodCode: 'BILL' | 'ENDORSE';
  listPath: string;
}): React.JSX.Element {
  const relations = useRequest((signal) => listTradeRelations({ signal }), []);
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  // Through the store hook: a reload of the relations page is rendered by the server (BILL, ENDORSE).
  const admin = useMayInProduct('relations', prodCode);

  const remove = useAction({
    confirm: (r: RelationRow) => ({
      content: `删除后将不能再向「${r.compName}」开立或转让凭证，已持有的凭证不受影响。`,
      title: '删除交易对手',
      okText: '删除',
    }),
    run: (r: RelationRow) => removeTradeRelation(r.compId),
    onSuccess: (_, r) => setNotice({ type: 'success', text: `已删除与「${r.compName}」的贸易关系` }),
    onError: (err) => setNotice({ type: 'error', text: errorMessage(err) }),
    onSettled: relations.reload,
  });

  return (
    <Flex vertical gap={16}>
      <PageHeading title="交易对手">
        {admin ? (
          <Button type="primary" onClick={() => setAdding(true)}>
            添加交易对手
          </Button>
        ) : null}
        <PortalLink to={listPath}>返回列表</PortalLink>
      </PageHeading>
      <Typography.Paragraph type="secondary" style={styles.intro}>
        本企业可以向以下企业开立凭证或转让凭证。{admin ? '' : '添加或删除请联系本企业管理员。'}
      </Typography.Paragraph>
      {notice ? (
        <Alert type={notice.type} showIcon title={notice.text} closable={{ onClose: () => setNotice(null) }} />
      ) : null}
      <ListTable<RelationRow>
        listKey="tradeRelations"
        rowKey="compId"
        responsive
        error={relations.error}
        onRetry={relations.reload}
        loading={relations.loading}
        dataSource={relations.data ?? []}
        emptyText="暂无交易对手"
        unit="家"
        columns={[
          { title: '企业名称', dataIndex: 'compName' },
          { title: '统一社会信用代码', dataIndex: 'creditCode', width: 200 },
          { title: '添加时间', dataIndex: 'createTime', width: 180 },
          ...(admin
            ? [
                {
                  title: '操作',
                  key: 'actions',
                  width: 100,
                  render: (_: unknown, r: RelationRow) => (
                    <RowLinkButton
                      danger
                      loading={remove.isPending && remove.variables?.compId === r.compId}
                      onClick={() => void remove.mutate(r)}
                      aria-label={`删除交易对手 ${r.compName}`}
                    >
                      删除
                    </RowLinkButton>
                  ),
                },
              ]
            : []),
        ]}
      />
      <RelationAddModal
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={() => {
          setNotice(null);
          relations.reload();
        }}
      />
    </Flex>
  );
}
