/** Debian's Chromium, which the browser journeys and the page-weight benchmark drive. */
export const CHROMIUM = '/usr/bin/chromium';

/** Its flags for a quiet run in a container: no sandbox, GPU, QUIC, first-run or background traffic. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
