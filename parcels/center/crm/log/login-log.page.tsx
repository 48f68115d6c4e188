/**
 * 登录日志 (`/center/crm/log/login`): login attempts with time, account, address, browser,
 * system, result and reason. Everyone sees their own; the company administrator can switch to
 * the company's people. Filters and page survive leaving and coming back.
 */
import { Segmented } from 'antd';
import { exportUrl, listLoginLogs, useCan, type LoginLogItem, useRequest } from '@scf/shared';
import { PageFrame } from '../../common/page-frame.component';
import { ResultTag } from '../../common/result-tag.component';
import { dateQuery } from './log-filters';
import { LogFilters, type LogFilterValues } from './log-filters.component';
import { ExportButton, SelectFilter } from '@scf/shared/list';
import { IP_COLUMN, LogTable, useLogListState } from './log-table.component';
import { styles } from './login-log.style';

const RESULTS = [
  { value: 'all', label: '全部结果' },
  { value: '1', label: '成功' },
  { value: '0', label: '失败' },
];

interface Filters extends LogFilterValues {
  result: string;
}

const EMPTY: Filters = { keyword: '', result: 'all', startDate: '', endDate: '' };

export function LoginLogPage(): React.JSX.Element {
  const company = useCan('audit.company');
  const { list, setList, order, table } = useLogListState('loginLog', { ...EMPTY, scope: 'self' });
  const scope: 'company' | 'self' = company.can && list.scope === 'company' ? 'company' : 'self';
  const result: 0 | 1 | undefined = list.result === '1' ? 1 : list.result === '0' ? 0 : undefined;

  // What the filters ask for, of the list and of its export alike.
  const query = { scope, keyword: list.keyword || undefined, result, ...dateQuery(list), order };
  const page = useRequest(
    (signal) => listLoginLogs({ ...query, pageNum: list.pageNum, pageSize: list.pageSize }, { signal }),
    [scope, list.keyword, result, list.startDate, list.endDate, order, list.pageNum, list.pageSize],
  );

  return (
    <PageFrame extra={<ExportButton href={exportUrl('loginLog', query)} />}>
      {company.can ? (
        <Segmented
          aria-label="查看范围"
          value={scope}
          options={[
            { value: 'self', label: '我的登录' },
            { value: 'company', label: '企业成员' },
          ]}
          onChange={(v) => setList({ scope: String(v), pageNum: 1 })}
          style={styles.start}
        />
      ) : null}
      <LogFilters
        label="搜索登录日志"
        values={list}
        empty={EMPTY}
        onSearch={(f) => setList({ ...f, pageNum: 1 })}
        keyword={
          scope === 'company' ? { label: '账号/姓名', maxLength: 32, placeholder: '姓名、完整手机号或后四位' } : null
        }
      >
        <SelectFilter name="result" label="结果" options={RESULTS} width={120} />
      </LogFilters>
      <LogTable<LoginLogItem>
        {...table}
        page={page}
        emptyText="没有符合条件的登录记录"
        width={1100}
        time={{ title: '登录时间', dataIndex: 'loginTime' }}
        columns={[
          { title: '账号', dataIndex: 'account', width: 130 },
          { title: '姓名', dataIndex: 'userName', width: 100, render: (n: string) => n || '—' },
          { title: '方式', dataIndex: 'method', width: 100 },
          IP_COLUMN,
          { title: '浏览器', dataIndex: 'browser', width: 120 },
          { title: '操作系统', dataIndex: 'os', width: 120 },
          { title: '结果', dataIndex: 'result', width: 80, render: (r: number) => <ResultTag ok={r === 1} /> },
          { title: '说明', dataIndex: 'reason' },
        ]}
      />
    </PageFrame>
  );
}
