import { Form } from 'antd';
import { useState } from 'react';
import { showServerError } from './form-errors.ts';

/**
 * An editor form's save: the form's own checks first, then the call; a refusal naming a field
 * shows under it (a localized text's under its English input), any other above the form.
 */
export function useSaveForm<Values>(fields: { plain?: readonly string[]; localized?: readonly string[] }) {
  const [form] = Form.useForm<Values>();
  const [refusal, setRefusal] = useState<string>();
  const save = async (send: (values: Values) => Promise<unknown>): Promise<boolean> => {
    setRefusal(undefined);
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return false;
    try {
      await send(values);
      return true;
    } catch (error) {
      setRefusal(showServerError(form, error, fields));
      return false;
    }
  };
  return { form, refusal, save };
}
