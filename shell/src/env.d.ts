interface ImportMetaEnv {
  /** Username whose newest track mf-discover features (its build variable; the shell asks for it early). */
  readonly PUBLIC_FEATURED_USERNAME?: string;
}
