interface ImportMetaEnv {
  /** A visible label baked in at build time (empty unless PUBLIC_BUILD_LABEL is set). */
  readonly PUBLIC_BUILD_LABEL: string;
  /** Username whose newest track is featured on /discover (default 'ada', a demo-seed user). */
  readonly PUBLIC_FEATURED_USERNAME: string;
}
