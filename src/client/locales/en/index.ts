import { admin } from './admin.ts';
import { common } from './common.ts';
import { landing } from './landing.ts';
import { meta } from './meta.ts';
import { notFound } from './not-found.ts';
import { tickets } from './tickets.ts';

export const en = { common, meta, landing, notFound, tickets, admin };

/** Every language's catalog has exactly this shape. */
export type Messages = typeof en;
