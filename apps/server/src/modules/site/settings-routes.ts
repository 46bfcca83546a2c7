import { siteSettingsCalls } from '@market/contract';
import type { AppContext } from '../../context.ts';
import { route } from '../../plugins/calls.ts';
import { loadSiteSettings, saveSiteSettings } from './settings-service.ts';

/** The back office's site settings; a save clears the cached site, so the buyer app shows it at once. */
export function siteSettingsRoutes(ctx: AppContext) {
  // the order clock's defaults are the server's configuration (decision 044)
  const clock = {
    payMinutes: ctx.config.ORDER_PAY_MINUTES,
    autoReceiveDays: ctx.config.ORDER_AUTO_RECEIVE_DAYS,
  };
  return [
    route(siteSettingsCalls.settings, () => loadSiteSettings(ctx.db, clock)),
    route(
      siteSettingsCalls.saveSettings,
      async ({ user, input, request }) => {
        const saved = await saveSiteSettings(ctx.db, { id: user.id, ip: request.ip }, input, clock);
        ctx.catalogueCache.invalidateSite();
        return saved;
      },
      { message: 'msg.saved' },
    ),
  ];
}
