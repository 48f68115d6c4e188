/**
 * What a product's page shows until the product's own module has mounted (docs/product-parcels.md,
 * "First paint"): the outline of a product's first page, a list (§5 of the contract: a product
 * opens on its list), at the size the list will have — the heading with its action, the tabs,
 * two rows of filters, the summary line and the table with a page of rows — so that the page
 * does not move when the product's markup takes its place. Painted by the server with the
 * centre, so a reload shows it before any script runs.
 */
import { Skeleton } from 'antd';
import type { CSSProperties } from 'react';
import { styles } from './product-skeleton.style';

/** The rows a list page shows at first (its default page size), named as keys. */
const FIRST_PAGE_ROWS = Array.from({ length: 10 }, (_, i) => `row-${i + 1}`);
/** Heights of the list page's parts (px), as the shared list blocks lay them out on a wide screen. */
const HEIGHTS = { heading: 32, tabs: 46, filter: 32, summary: 22, toolbar: 32, tableHead: 54, row: 76 } as const;

const box = (height: number, width: CSSProperties['width'] = '100%'): CSSProperties => ({
  display: 'block',
  width,
  height,
  borderRadius: 6,
});

export function ProductSkeleton({ name }: { name: string }): React.JSX.Element {
  return (
    <div role="status" aria-label={`正在打开${name}`} data-scf-product-skeleton="list" style={styles.column}>
      <div style={styles.head}>
        <Skeleton.Node active style={box(HEIGHTS.heading, 180)} />
        <Skeleton.Button active style={box(HEIGHTS.heading, 96)} />
      </div>
      <Skeleton.Node active style={box(HEIGHTS.tabs, 260)} />
      <Skeleton.Node active style={box(HEIGHTS.filter)} />
      <Skeleton.Node active style={box(HEIGHTS.filter, '70%')} />
      <Skeleton.Node active style={box(HEIGHTS.summary, 220)} />
      <Skeleton.Node active style={box(HEIGHTS.toolbar, 120)} />
      <div style={styles.list}>
        <Skeleton.Node active style={box(HEIGHTS.tableHead)} />
        {FIRST_PAGE_ROWS.map((row) => (
          <Skeleton.Node key={row} active style={box(HEIGHTS.row - 1)} />
        ))}
      </div>
    </div>
  );
}
