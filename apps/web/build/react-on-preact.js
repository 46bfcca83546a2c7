// `react` in the buyer app's build (vite.config.ts, decision 058): preact/compat, plus the React 19
// hook it lacks that React Router's RouterProvider calls on every render.
export * from 'preact/compat';
export { default } from 'preact/compat';

/** React 19's optimistic state: the router sets it only with `useTransitions`, which this app leaves off. */
export function useOptimistic(state) {
  return [state, () => {}];
}
