import { Input } from 'antd-mobile';

/** An amount of a currency as typed on a phone: the decimal keypad, no autofill, 24 characters. */
export function AmountInput({
  placeholder,
  testId,
  ...control
}: {
  placeholder: string;
  testId: string;
  /** From the Form.Item around it. */
  value?: string;
  onChange?: (value: string) => void;
}) {
  return (
    <Input
      {...control}
      inputMode="decimal"
      autoComplete="off"
      maxLength={24}
      placeholder={placeholder}
      data-testid={testId}
    />
  );
}
