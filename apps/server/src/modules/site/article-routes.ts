import { adminArticleCalls } from '@market/contract';
import type { AppContext } from '../../context.ts';
import { route } from '../../plugins/calls.ts';
import * as articles from './admin-articles.ts';

/** The back office's articles; a change reaches the footer at once (the site cache is dropped). */
export function adminArticleRoutes(ctx: AppContext) {
  const { db } = ctx;
  const changed = <T>(result: T): T => {
    ctx.catalogueCache.invalidateSite();
    return result;
  };
  return [
    route(adminArticleCalls.list, () => articles.listArticlesForAdmin(db)),
    route(adminArticleCalls.detail, ({ input }) => articles.getArticleForAdmin(db, input.id)),
    route(
      adminArticleCalls.save,
      async ({ user, input }) => changed(await articles.saveArticle(db, user.id, input)),
      { message: 'msg.saved' },
    ),
    route(
      adminArticleCalls.remove,
      async ({ user, input }) => changed(await articles.removeArticle(db, user.id, input.id)),
      { message: 'msg.deleted' },
    ),
  ];
}
