import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from './catalogue.ts';
import { catalogueKeys } from './keys.ts';
import { useViewer } from '../../../state/use-viewer.ts';

export const getProduct = (id: number) => catalogue.product({ id });

export const productQuery = (id: number, viewer: number) =>
  queryOptions({ queryKey: catalogueKeys.product(id, viewer), queryFn: () => getProduct(id) });

/** A product's detail; is_favorite and is_followed are the viewer's. */
export function useProduct(id: number) {
  const viewer = useViewer();
  return useQuery({ ...productQuery(id, viewer), enabled: id > 0 });
}
