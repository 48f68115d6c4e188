/**
 * A button that goes to a page of the portal: a real link (`href`, so it opens in a new tab
 * too), whose plain click navigates inside the single-page portal.
 */
import { Button, type ButtonProps } from 'antd';
import { navigate } from '../index';

export function NavButton({ to, ...props }: Omit<ButtonProps, 'href' | 'onClick'> & { to: string }): React.JSX.Element {
  return (
    <Button
      {...props}
      href={to}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        navigate(to);
      }}
    />
  );
}
