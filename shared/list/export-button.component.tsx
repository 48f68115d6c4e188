/**
 * 导出Excel: downloads the list as the filters show it (the server answers an .xlsx). A plain
 * link with `download`, so the browser saves the file without leaving the page.
 */
import { Button } from 'antd';

export function ExportButton({ href }: { href: string }): React.JSX.Element {
  return (
    <Button href={href} download>
      导出Excel
    </Button>
  );
}
