import { expect, it } from 'vitest';
import { unsatisfiedSingletons } from './shell-compatibility.ts';

const shell = { react: '19.3.1', '@hifi/shared': '0.13.0', jotai: '3.0.1' };

it('accepts a build whose singletons the shell satisfies', () => {
  expect(
    unsatisfiedSingletons(
      [
        { name: 'react', requiredVersion: '^19.0.0', singleton: true },
        { name: '@hifi/shared', requiredVersion: '0.13.0', singleton: true },
      ],
      shell,
    ),
  ).toEqual([]);
});

it('names each singleton the build needs newer than the shell has', () => {
  expect(
    unsatisfiedSingletons(
      [
        { name: '@hifi/shared', requiredVersion: '0.14.0', singleton: true },
        { name: 'jotai', requiredVersion: '^3.0.0', singleton: true },
      ],
      shell,
    ),
  ).toEqual([{ name: '@hifi/shared', requiredVersion: '0.14.0', provided: '0.13.0' }]);
});

it('ignores what is not a singleton, has no range, or the shell does not provide', () => {
  expect(
    unsatisfiedSingletons(
      [
        { name: 'react', requiredVersion: '^20.0.0', singleton: false },
        { name: 'jotai', singleton: true },
        { name: 'lodash', requiredVersion: '^4.0.0', singleton: true },
      ],
      shell,
    ),
  ).toEqual([]);
});
