/**
 * Resolves in a new task, after what is already queued (a worker's messages, the page's input and
 * rendering): long work in slices awaits it between slices. A message to itself rather than
 * `setTimeout(0)`, which browsers clamp to 4 ms once nested: a hundred slices would wait 0.4 s.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
}
