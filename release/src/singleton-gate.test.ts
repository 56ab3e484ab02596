import { describe, expect, it } from 'vitest';
import { providedVersions } from '../../shared/mf/mf-shared.ts';
import { describeConflicts, singletonConflicts } from './singleton-gate.ts';

const provides = providedVersions();
const required = (name: string, requiredVersion: string) => ({
  name,
  requiredVersion,
  version: requiredVersion,
});

describe('the singleton gate', () => {
  it('passes a remote built against the shell’s own versions', () => {
    const shared = Object.entries(provides).map(([name, version]) => required(name, version));
    expect(singletonConflicts(shared, provides)).toEqual([]);
  });

  it('names the module and both versions when the shell is older than the remote needs', () => {
    const conflicts = singletonConflicts(
      [required('@hifi/shared', '0.99.0'), required('react', `^${provides.react}`)],
      provides,
    );
    expect(conflicts).toEqual([
      { module: '@hifi/shared', required: '0.99.0', provided: provides['@hifi/shared'] },
    ]);
    expect(describeConflicts('mf-discover (mf_discover)', conflicts)).toBe(
      `mf-discover (mf_discover) requires @hifi/shared 0.99.0, but the live shell provides @hifi/shared ${provides['@hifi/shared']}`,
    );
  });

  it('refuses a singleton the shell does not provide at all', () => {
    expect(singletonConflicts([required('jotai', '3.0.1')], {})).toEqual([
      { module: 'jotai', required: '3.0.1', provided: undefined },
    ]);
  });

  it('leaves alone what is not a gated singleton', () => {
    expect(singletonConflicts([required('left-pad', '9.9.9')], provides)).toEqual([]);
  });
});
