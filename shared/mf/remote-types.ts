/**
 * The types a remote publishes with each build (docs/architecture.md#contract-types): the dts
 * plugin declares its exposed modules into dist/@mf-types.zip (and @mf-types.d.ts for
 * loadRemote's ids), which the manifest names, so a host on another origin can fetch them. The
 * declarations come from tsconfig.types.json, the remote's tsconfig without type checking: the
 * remote's own `typecheck` checks the source, and emitting alone takes seconds, not tens.
 */
export const publishedTypes = {
  generateTypes: {
    tsConfigPath: './tsconfig.types.json',
    extractThirdParty: false,
    generateAPITypes: true,
    abortOnError: true,
    // Only the zip and the API file are served; the folder they were made from is not.
    deleteTypesFolder: true,
  },
  consumeTypes: false,
} as const;
