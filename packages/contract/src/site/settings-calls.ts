import { defineCall } from '../common/call.ts';
import { emptyBody } from '../common/envelope.ts';
import { siteSettingsSchema } from './settings.ts';

/** The site's settings as the back office edits them (the wallet's are walletReviewCalls.settings). */
export const siteSettingsCalls = {
  settings: defineCall({
    method: 'POST',
    path: '/api/admin/site/settings',
    access: 'admin',
    permission: 'settings',
    tags: ['admin'],
    summary: 'The site name, the customer-service link and the default commission',
    request: emptyBody,
    response: siteSettingsSchema,
  }),
  saveSettings: defineCall({
    method: 'POST',
    path: '/api/admin/site/settings/save',
    access: 'admin',
    permission: 'settings',
    tags: ['admin'],
    summary: 'Save the site settings (audited); the buyer app shows them at once',
    request: siteSettingsSchema,
    response: siteSettingsSchema,
  }),
};
