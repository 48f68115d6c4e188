/**
 * The roles of one membership (a person in a company), as tags: the company's enterprise roles
 * in blue, then the person's roles. Shown by the company choice after login and by 切换企业.
 */
import type { CSSProperties } from 'react';
import { Tag } from 'antd';
import { employeeRolesFor, roleLabel } from '@scf/shared';
import { styles } from './membership-tags.style';

const style: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 4, marginTop: 6 };

export function MembershipTags({
  compRole,
  employeeRole,
  inline = false,
}: {
  compRole: readonly { compRole: string }[] | null | undefined;
  employeeRole: unknown;
  inline?: boolean;
}): React.JSX.Element {
  const companyLabels = [...new Set((compRole ?? []).map((r) => roleLabel(r.compRole)).filter(Boolean))];
  const tags = (
    <>
      {companyLabels.map((l) => (
        <Tag key={`c-${l}`} color="blue" style={styles.tag}>
          {l}
        </Tag>
      ))}
      {employeeRolesFor(employeeRole).map((r) => (
        <Tag key={`e-${r}`} style={styles.tag}>
          {roleLabel(r)}
        </Tag>
      ))}
    </>
  );
  // Inside a radio's label only phrasing content is allowed: a span, not a div.
  return inline ? <span style={style}>{tags}</span> : <div style={style}>{tags}</div>;
}
