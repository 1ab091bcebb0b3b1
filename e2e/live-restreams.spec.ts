import { apiLogin, expect, expectNoA11yViolations, signIn, streamsCall, test } from './fixtures';
import { rtmpReceiver } from './helpers/rtmp';
import { stopStream } from './helpers/streams';

// A survey-team drone with no source of its own pulls the simulated camera of another survey device.
const TARGET = { id: 'dev-surv-m3e-1', name: 'Mavic 3E Farmland' };
const CAMERA_OF = 'dev-surv-dock2-1';

// Relays go outside the deployment: that is an admin's (the permission table), so team-survey's admin.
test.describe.configure({ timeout: 120_000 });

test('a pull and a relay started on the Live page are listed with where, which device, state and since when, and stopped from the list', async ({
  page,
}) => {
  const session = await apiLogin('hiroshi');
  await stopStream(TARGET.id, session);
  await streamsCall(session, 'POST', '/v1/streams/api/stop', { streamId: `${TARGET.id}-TO` }).catch(() => undefined);
  const camera = await streamsCall<{ main: string }>(session, 'GET', `/dev/cameras/${CAMERA_OF}`);
  const receiver = await rtmpReceiver();
  try {
    await signIn(page, 'hiroshi');
    await page.goto(`/live?device=${TARGET.id}`);
    const list = page.getByRole('region', { name: 'Pulls and relays' });
    await expect(list).toContainText('None running');

    // The Stream sources panel belongs to the selected device.
    await expect(page.locator('summary', { hasText: 'Stream sources' })).toContainText(TARGET.name);
    const pull = page.getByRole('form', { name: 'Pull from a URL' });
    await expect(pull.getByLabel('Device')).toHaveValue(TARGET.id);
    await pull.getByLabel('Source URL').fill(camera.main);
    await pull.getByRole('button', { name: 'Start pulling' }).click();

    const pullRow = list.getByRole('row', { name: `Pull into ${TARGET.name}` });
    await expect(pullRow).toContainText(camera.main);
    await expect(pullRow.getByText('STREAMING')).toBeVisible({ timeout: 30_000 });
    await expect(pullRow).toContainText(/ago|just now/);

    const relay = page.getByRole('form', { name: 'Relay to a destination' });
    await relay.getByLabel('Destination URL').fill(receiver.url);
    await relay.getByRole('button', { name: 'Start relay' }).click();
    const relayRow = list.getByRole('row', { name: `Relay of ${TARGET.name}` });
    await expect(relayRow).toContainText(receiver.url);
    await expect(relayRow.getByText('STREAMING')).toBeVisible({ timeout: 30_000 });
    await expectNoA11yViolations(page);

    await relayRow.getByRole('button', { name: `Stop Relay of ${TARGET.name}` }).click();
    await expect(relayRow).toHaveCount(0, { timeout: 20_000 });
    await expect
      .poll(
        async () =>
          (await streamsCall<{ streamId: string; state: string }[]>(session, 'GET', '/v1/streams/api/states')).find(
            (s) => s.streamId === `${TARGET.id}-TO`,
          )?.state,
      )
      .toBe('STOPPED');

    await pullRow.getByRole('button', { name: `Stop Pull into ${TARGET.name}` }).click();
    await expect(pullRow).toHaveCount(0, { timeout: 20_000 });
    await expect(list).toContainText('None running');
  } finally {
    receiver.kill();
    await stopStream(TARGET.id, session);
  }
});
