/** Parameters and identifiers for generated SQL: user input only ever reaches SQL as $n or a quoted, schema-checked name. */
export class SqlParams {
  readonly values: unknown[] = [];
  private aliases = 0;

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  nextAlias(): string {
    return `t${++this.aliases}`;
  }
}

export function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export function qualified(schema: string, name: string): string {
  return `${ident(schema)}.${ident(name)}`;
}
