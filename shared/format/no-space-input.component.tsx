/**
 * `<NoSpaceInput>`: antd `Input` that removes all whitespace as it is typed or pasted
 * (docs/requirements.md#validation). Works inside `Form.Item` (the change event carries the stripped value) and keeps
 * the caret where the user was, minus the characters removed before it.
 */
import { Input, type InputProps, type InputRef } from 'antd';
import { forwardRef, useCallback, type ChangeEvent, type ForwardedRef } from 'react';
import { stripWhitespace } from './whitespace';

export type NoSpaceInputProps = InputProps;

function useStripping(onChange: InputProps['onChange']) {
  return useCallback(
    (e: ChangeEvent<HTMLInputElement>) => {
      const el = e.target;
      const raw = el.value;
      const stripped = stripWhitespace(raw);
      if (stripped !== raw) {
        const caret = el.selectionStart ?? raw.length;
        const removedBefore = raw.slice(0, caret).length - stripWhitespace(raw.slice(0, caret)).length;
        el.value = stripped;
        const pos = Math.max(0, caret - removedBefore);
        try {
          el.setSelectionRange(pos, pos);
        } catch {
          // Some input types (email, number) do not support selection ranges.
        }
      }
      onChange?.(e);
    },
    [onChange],
  );
}

function NoSpaceInputInner(props: NoSpaceInputProps, ref: ForwardedRef<InputRef>) {
  const { onChange, value, defaultValue, ...rest } = props;
  const handle = useStripping(onChange);
  return (
    <Input
      {...rest}
      ref={ref}
      value={typeof value === 'string' ? stripWhitespace(value) : value}
      defaultValue={typeof defaultValue === 'string' ? stripWhitespace(defaultValue) : defaultValue}
      onChange={handle}
    />
  );
}

export const NoSpaceInput = forwardRef(NoSpaceInputInner);
NoSpaceInput.displayName = 'NoSpaceInput';

function NoSpacePasswordInner(props: NoSpaceInputProps, ref: ForwardedRef<InputRef>) {
  const { onChange, value, ...rest } = props;
  const handle = useStripping(onChange);
  return (
    <Input.Password
      {...rest}
      ref={ref}
      value={typeof value === 'string' ? stripWhitespace(value) : value}
      onChange={handle}
    />
  );
}

/** The password variant (antd `Input.Password`), for fields whose rule forbids whitespace. */
export const NoSpacePassword = forwardRef(NoSpacePasswordInner);
NoSpacePassword.displayName = 'NoSpacePassword';
