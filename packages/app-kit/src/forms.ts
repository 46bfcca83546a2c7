import { ApiError } from '@market/client';
import type { FormInstance } from 'antd-mobile/es/components/form';
import { useState } from 'react';

/** Puts a server refusal that names a field under that field; the toast has already said it. */
export function showFieldError(form: FormInstance, error: unknown, fields: string[]): void {
  if (error instanceof ApiError && error.field && fields.includes(error.field)) {
    form.setFields([{ name: error.field, errors: [error.message] }]);
  }
}

/**
 * Runs a form's server action once at a time; a refusal naming one of `fields` is shown under
 * that field (the client has already toasted it).
 */
export function useFormSubmit<T>(form: FormInstance, fields: string[], action: (values: T) => Promise<void>) {
  const [isSubmitting, setIsSubmitting] = useState(false);
  const submit = async (values: T) => {
    if (isSubmitting) return;
    setIsSubmitting(true);
    try {
      await action(values);
    } catch (error) {
      showFieldError(form, error, fields);
    } finally {
      setIsSubmitting(false);
    }
  };
  return { submit: (values: T) => void submit(values), isSubmitting };
}
