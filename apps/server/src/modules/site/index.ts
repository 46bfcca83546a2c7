// The site's public entry: settings (the wallet keeps its channels and rates here), the shell's
// snapshot with the footer, and the footer articles the demo seeds.
export {
  DEFAULT_SETTINGS,
  loadSite,
  presentWebsite,
  readSettings,
  type SiteSnapshot,
  writeSettings,
} from './service.ts';
export { type OrderClock, orderClockOf, readOrderClock } from './order-clock.ts';
export { seedArticles } from './seed-articles.ts';
export { readTwoPersonThreshold, TWO_PERSON_KEY, twoPersonValue } from './two-person.ts';
export { seedFaqs } from './seed-faqs.ts';
