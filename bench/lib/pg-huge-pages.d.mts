/** Whether the PostgreSQL server at `url` keeps its buffer cache in huge pages; null when this cannot be told. */
export function postgresHugePages(url: string): Promise<'on' | 'off' | null>;
