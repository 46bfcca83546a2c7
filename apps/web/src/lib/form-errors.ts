import { ApiError } from '@market/client';
import type { FormInstance } from 'antd-mobile/es/components/form';

/** Puts a server refusal that names a field under that field; the toast has already said it. */
export function showFieldError(form: FormInstance, error: unknown, fields: string[]): void {
  if (error instanceof ApiError && error.field && fields.includes(error.field)) {
    form.setFields([{ name: error.field, errors: [error.message] }]);
  }
}
