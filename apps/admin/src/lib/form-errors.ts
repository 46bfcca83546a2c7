import { ApiError } from '@market/client';
import type { FormInstance } from 'antd';

/**
 * A refusal from the server shown where it belongs: under the field it names (a localized text's
 * problem under its English input), else returned for the caller to show above the form.
 */
export function showServerError(
  form: FormInstance,
  error: unknown,
  fields: { plain?: readonly string[]; localized?: readonly string[] },
): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const field = error.field;
  if (field && fields.localized?.includes(field)) {
    form.setFields([{ name: [field, 'en'], errors: [error.message] }]);
    return undefined;
  }
  if (field && fields.plain?.includes(field)) {
    form.setFields([{ name: field, errors: [error.message] }]);
    return undefined;
  }
  return error.message;
}
