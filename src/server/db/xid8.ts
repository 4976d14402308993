import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL's 64-bit transaction id, read as its decimal text. */
export const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });
