import { homeResponse } from '../catalogue/home.ts';
import { defineCall } from '../common/call.ts';
import { emptyBody } from '../common/envelope.ts';

/** The app shell's one start-up call: site settings and the home sections. */
export const siteCalls = {
  home: defineCall({
    method: 'POST',
    path: '/api/index/index',
    access: 'visitor',
    tags: ['site'],
    summary: 'Site settings for the app shell and the five home sections',
    request: emptyBody,
    response: homeResponse,
  }),
};
