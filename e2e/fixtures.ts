import { test as base, expect, type Request } from '@playwright/test';

export { expect };
export { a11yViolations, expectNoA11yViolations } from './helpers/a11y';
export { apiLogin, endSession, serviceUrl, streamsCall, uniqueName, type ApiSession } from './helpers/service';
export { signIn, useApiSession } from './helpers/session';

/** What a test declares as expected noise, so the error guard does not fail it. */
export interface ExpectedFaults {
  /** 5xx responses whose URL (and status, when given) match are expected (an injected 500). */
  allowServerErrors(url: RegExp, status?: number): void;
  /** Console errors whose text matches are expected (e.g. net::ERR_INTERNET_DISCONNECTED while offline). */
  allowConsoleErrors(text: RegExp): void;
  /** Requests to another origin whose URL matches are expected (none today: nothing leaves the machine). */
  allowOutsideRequests(url: RegExp): void;
}

/**
 * Chromium logs every failed fetch as a console error ("Failed to load resource: … 409").
 * A 4xx is an answer the app handles (validation, duplicate, expired sign-in), not a bug.
 */
const HANDLED_4XX = /^Failed to load resource: the server responded with a status of 4\d\d/;

class FaultList implements ExpectedFaults {
  readonly server: { url: RegExp; status?: number }[] = [];
  readonly console: RegExp[] = [];
  readonly outside: RegExp[] = [];
  allowOutsideRequests(url: RegExp): void {
    this.outside.push(url);
  }
  allowServerErrors(url: RegExp, status?: number): void {
    this.server.push({ url, status });
  }
  isAllowed(url: string, status: number): boolean {
    return this.server.some((a) => a.url.test(url) && (a.status === undefined || a.status === status));
  }
  allowConsoleErrors(text: RegExp): void {
    this.console.push(text);
  }
}

/** Reports every Content-Security-Policy violation as a console error, so the error guard fails the test. */
const REPORT_CSP_VIOLATIONS = () => {
  document.addEventListener('securitypolicyviolation', (e) => {
    console.error(`CSP violation: ${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`);
  });
};

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export const test = base.extend<{ faults: ExpectedFaults; errorGuard: void; offlineGuard: void }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a destructured object.
  faults: async ({}, use) => {
    await use(new FaultList());
  },
  /** Fails the test on any console error, uncaught page error or 5xx it did not declare. */
  errorGuard: [
    async ({ page, faults }, use) => {
      const allowed = faults as FaultList;
      const problems: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const text = msg.text();
        if (HANDLED_4XX.test(text)) return;
        // The browser's own log line for a declared 5xx (the response check below judges it).
        if (/status of 5\d\d/.test(text) && allowed.server.length > 0) return;
        if (allowed.console.some((r) => r.test(text))) return;
        problems.push(`console error: ${text}`);
      });
      page.on('pageerror', (err) => problems.push(`uncaught page error: ${err.message}`));
      await page.addInitScript(REPORT_CSP_VIOLATIONS);
      page.on('response', (res) => {
        if (res.status() < 500) return;
        if (allowed.isAllowed(res.url(), res.status())) return;
        problems.push(`unexpected ${res.status()} from ${res.request().method()} ${res.url()}`);
      });
      await use();
      expect(problems, 'the page logged errors or got unexpected 5xx responses').toEqual([]);
    },
    { auto: true },
  ],
  /**
   * Fails the test on any request (page, worker, frame) to an address other than the service's
   * own origin: every e2e proves the dashboard works with nothing leaving the machine. A test
   * that starts its own service on loopback and opens it, makes that its own origin too.
   */
  offlineGuard: [
    async ({ context, page, faults, baseURL }, use) => {
      const allowed = faults as FaultList;
      const own = new Set(baseURL ? [new URL(baseURL).origin] : []);
      const outside: string[] = [];
      const isMainFrameNavigation = (req: Request) => {
        if (!req.isNavigationRequest()) return false;
        try {
          return req.frame() === page.mainFrame();
        } catch {
          return false; // a new tab's first navigation: its frame does not exist yet, so not ours
        }
      };
      context.on('request', (req) => {
        const url = new URL(req.url());
        if (!/^(https?|wss?):$/.test(url.protocol)) return; // data:, blob:
        if (own.has(url.origin)) return;
        if (LOOPBACK.has(url.hostname) && isMainFrameNavigation(req)) own.add(url.origin);
        if (own.has(url.origin) || allowed.outside.some((r) => r.test(req.url()))) return;
        outside.push(`${req.method()} ${req.url()}`);
      });
      await use();
      expect(outside, 'the page requested addresses other than the service').toEqual([]);
    },
    { auto: true },
  ],
});
