import type { Page, Request, Route } from '@playwright/test';

/**
 * `page.route` that the test turns off by calling the function it returns: from then on the
 * matching requests go on as if it were not there (`route.fallback()`). Not `page.unroute`:
 * Playwright then switches request interception off, and a request the page starts in that
 * instant stays paused for good (seen on a busy machine: after a reload the page's own chunks
 * never loaded and it stayed blank). The route ends with its page.
 */
export async function routeUntilOff(
  page: Page,
  url: string | RegExp,
  handler: (route: Route, request: Request) => unknown,
): Promise<() => void> {
  let on = true;
  await page.route(url, (route, request) => (on ? handler(route, request) : route.fallback()));
  return () => {
    on = false;
  };
}
