/**
 * A money field in yuan that states the amount in Chinese capitals under it as it is typed
 * (大写：人民币…, as the voucher itself will), so a slip of a digit shows before the submit; while
 * the text is no valid amount it shows the allowed range instead. Each product declares its
 * amount as a `YuanAmountRule` next to its other rules; the rule's problem is the field's error.
 * Inside a `Form` (the field watches its own value).
 */
import { Form, Input } from 'antd';
import { amountInWords } from '../format/fen';

export interface YuanAmountRule {
  /** The amount in fen, or the Chinese message why the text cannot be used. */
  check: (text: string | undefined) => { fen: number } | { problem: string };
  /** The allowed range, e.g. '0.01 至 100,000,000.00 元'. */
  range: string;
  /** The longest text the field takes. */
  maxLength: number;
}

/** 大写 of what is typed, or '' while the rule does not accept it as an amount. */
export function amountCapitals(rule: Pick<YuanAmountRule, 'check'>, text: string | undefined): string {
  const r = rule.check(text);
  return 'fen' in r ? (amountInWords(r.fen) ?? '') : '';
}

export function YuanAmountField({
  name = 'amount',
  label,
  rule,
  placeholder,
}: {
  name?: string;
  label: string;
  rule: YuanAmountRule;
  placeholder?: string;
}): React.JSX.Element {
  const capitals = amountCapitals(rule, Form.useWatch<string | undefined>(name));
  return (
    <Form.Item
      name={name}
      label={label}
      rules={[
        {
          validator: async (_r, v: string | undefined) => {
            const r = rule.check(v);
            if ('problem' in r) throw new Error(r.problem);
          },
        },
      ]}
      extra={capitals ? <span data-testid="amount-words">大写：人民币{capitals}</span> : rule.range}
    >
      <Input inputMode="decimal" maxLength={rule.maxLength} prefix="¥" placeholder={placeholder} />
    </Form.Item>
  );
}
