// Generated from the call definitions by routes.test.ts: do not edit; after a change to a
// definition run UPDATE_ROUTES=1 npx vitest run packages/contract/src/routes.test.ts.
import type { RefsOf } from '../common/call-ref.ts';
import type { adminCatalogueCalls as definitions } from '../calls.ts';

export const adminCatalogueCalls: RefsOf<typeof definitions> = {
  categories: {"method":"POST","path":"/api/admin/category/list"},
  saveCategory: {"method":"POST","path":"/api/admin/category/save"},
  reorderCategories: {"method":"POST","path":"/api/admin/category/reorder"},
  deleteCategory: {"method":"POST","path":"/api/admin/category/delete"},
  homePicks: {"method":"POST","path":"/api/admin/home_picks/list"},
  saveHomePicks: {"method":"POST","path":"/api/admin/home_picks/save"},
  products: {"method":"POST","path":"/api/admin/product/list"},
  takeDown: {"method":"POST","path":"/api/admin/product/take_down"},
  restore: {"method":"POST","path":"/api/admin/product/restore"},
};
