import { describe, expect, it } from 'vitest';
import { channelNameError } from './channel-name';

const list = [
  { id: 'a', name: 'North yard' },
  { id: 'b', name: 'Roof' },
];

describe('channelNameError', () => {
  it('requires a name', () => {
    expect(channelNameError('', list)).toMatch(/required/);
    expect(channelNameError('   ', list)).toMatch(/required/);
  });

  it('accepts 100 characters and refuses 101, counting code points', () => {
    expect(channelNameError('x'.repeat(100), list)).toBeNull();
    expect(channelNameError('x'.repeat(101), list)).toMatch(/101 characters, at most 100/);
    expect(channelNameError('🚁'.repeat(100), list)).toBeNull();
  });

  it('flags a duplicate in the team, but not the channel’s own name when renaming', () => {
    expect(channelNameError('Roof', list)).toMatch(/already exists/);
    expect(channelNameError('Roof', list, 'b')).toBeNull();
    expect(channelNameError('roof', list)).toBeNull();
  });

  it('takes markup as plain text', () => {
    expect(channelNameError('<img src=x onerror=alert(1)>', list)).toBeNull();
  });
});
