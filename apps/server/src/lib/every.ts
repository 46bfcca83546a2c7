/**
 * Runs `task` every `intervalMs` in this process, never two at once (a run still going when the
 * next is due makes that one skip); a failure goes to `onError` and the next run comes as usual.
 * The timer does not keep the process alive. Returns the function that stops it.
 */
export function runEvery(
  intervalMs: number,
  task: () => Promise<void>,
  onError: (error: unknown) => void,
): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await task();
    } catch (error) {
      onError(error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
