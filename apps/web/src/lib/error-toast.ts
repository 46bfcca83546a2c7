import { Toast } from 'antd-mobile';

/** The client's message for a refused or failed request (spec §8). */
export function showErrorToast(message: string): void {
  Toast.show({ icon: 'fail', content: message });
}
