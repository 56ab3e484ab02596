interface ImportMetaEnv {
  /** A visible label baked in at build time (empty unless PUBLIC_BUILD_LABEL is set). */
  readonly PUBLIC_BUILD_LABEL: string;
}
