import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';

/** A form's submit button: full width, primary and large; it spins while the form's action runs. */
export function SubmitButton({
  children,
  isSubmitting = false,
  isDisabled = false,
  testId,
}: {
  children: ReactNode;
  isSubmitting?: boolean;
  isDisabled?: boolean;
  testId?: string;
}) {
  return (
    <Button
      block
      type="submit"
      color="primary"
      size="large"
      loading={isSubmitting}
      disabled={isDisabled}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}
