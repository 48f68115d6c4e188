/**
 * The filter form of a list: its antd form, and on a phone the form folded behind a 筛选 button
 * so the list comes first (a search folds it again). `button` is what to show instead of the
 * form while it is folded (null: show the form); `width(px)` is a field's width: the whole row
 * on a phone, else `px`.
 */
import { useState } from 'react';
import { Button, Form, type FormInstance } from 'antd';
import { MOBILE_MEDIA_QUERY, useMediaQuery } from '../index';
import { styles } from './use-filter-form.style';

interface FilterForm<F> {
  form: FormInstance<F>;
  button: React.JSX.Element | null;
  width: (px: number) => '100%' | number;
  /** After a search: folds the form again on a phone. */
  searched: () => void;
}

export function useFilterForm<F>(): FilterForm<F> {
  const [form] = Form.useForm<F>();
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const [open, setOpen] = useState(false);
  return {
    form,
    button:
      mobile && !open ? (
        <Button onClick={() => setOpen(true)} aria-expanded={false} style={styles.open}>
          筛选
        </Button>
      ) : null,
    width: (px) => (mobile ? '100%' : px),
    searched: () => setOpen(false),
  };
}
