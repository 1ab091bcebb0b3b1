// Whether the development identity provider (`/dev/*`) runs: it signs anyone in as any user.

/** Addresses only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h);
}

export interface DevIdentityDecision {
  on: boolean;
  reason: string;
  warning?: string;
}

/**
 * Whether to run the development identity provider. It signs anyone in as any user, so it is
 * on by itself only where nobody else can reach it (loopback); anywhere else it takes an
 * explicit DEV_IDENTITY=on, which is then warned about at start.
 */
export function decideDevIdentity(setting: string | undefined, host: string): DevIdentityDecision {
  if (setting !== undefined && setting !== '' && setting !== 'on' && setting !== 'off')
    throw new Error(`DEV_IDENTITY must be on or off, not "${setting}"`);
  if (setting === 'off') return { on: false, reason: 'DEV_IDENTITY=off' };
  const loopback = isLoopbackHost(host);
  if (setting === 'on') {
    return {
      on: true,
      reason: 'DEV_IDENTITY=on',
      warning: loopback
        ? `DEV_IDENTITY=on: /dev/login signs anyone on this machine in as any user.`
        : `DEV_IDENTITY=on while listening on ${host}: anyone who reaches this service can sign in as any user, admins included (/dev/login), list every user (/dev/users) and kill cameras (/dev/cameras). Never run this in production.`,
    };
  }
  if (loopback) return { on: true, reason: `the service listens on loopback (${host})` };
  return {
    on: false,
    reason: `the service listens on ${host}, not on loopback; start it with DEV_IDENTITY=on to use the development sign-in there`,
  };
}
