/**
 * Where to go after logging in: the `redirect` query when it is a path of this app, else /mine.
 * Never another origin: '//host' and '/\host' are read by browsers as a host.
 */
export function afterLoginPath(redirect: string | null): string {
  return redirect && /^\/(?![/\\])/.test(redirect) ? redirect : '/mine';
}
