import { ResponseCode } from '@market/contract/codes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useViewer } from '../../../state/use-viewer.ts';
import { merchantKeys } from './keys.ts';
import { merchant } from './merchant.ts';

/**
 * `GET /api/merchant/index`: where the caller's application stands. With none yet the server
 * answers code 0 with status `none`, which spec §8 makes a success for this call only.
 */
export const getMerchantIndex = () => merchant.index(undefined, { successCodes: [ResponseCode.failure] });

export const merchantIndexQuery = (viewer: number) =>
  queryOptions({ queryKey: merchantKeys.index(viewer), queryFn: getMerchantIndex });

/** The caller's merchant status, application and store; the Refresh button refetches it. */
export function useMerchantIndex() {
  const viewer = useViewer();
  return useQuery({ ...merchantIndexQuery(viewer), enabled: viewer !== 0 });
}
