/** A section title with an optional "more" link on the right (产品服务 · 查看全部产品 →). */
import type { CSSProperties } from 'react';
import { RightOutlined } from '@ant-design/icons';
import { PortalLink } from '@scf/shared/ui';
import { THEME } from '@scf/shared';

const styles = {
  row: { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 16, margin: '40px 0 20px' },
  title: { margin: 0, fontSize: 24, fontWeight: 600, color: 'rgba(0, 0, 0, 0.88)' },
  more: { color: THEME.primary, textDecoration: 'none', whiteSpace: 'nowrap', padding: '4px 0' },
} satisfies Record<string, CSSProperties>;

export function SectionHeading({
  id,
  title,
  more,
}: {
  id: string;
  title: string;
  more?: { to: string; text: string };
}) {
  return (
    <div style={styles.row}>
      <h2 id={id} style={styles.title}>
        {title}
      </h2>
      {more && (
        <PortalLink to={more.to} style={styles.more}>
          {more.text} <RightOutlined aria-hidden="true" style={{ fontSize: 12 }} />
        </PortalLink>
      )}
    </div>
  );
}
