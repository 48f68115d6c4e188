/** A section title with an optional "more" link on the right (产品服务 · 查看全部产品 →). */
import { RightOutlined } from '@ant-design/icons';
import { PortalLink } from '@scf/shared/ui';
import { styles } from './section-heading.style';

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
          {more.text} <RightOutlined aria-hidden="true" style={styles.arrow} />
        </PortalLink>
      )}
    </div>
  );
}
