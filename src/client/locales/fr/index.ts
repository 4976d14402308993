import type { Messages } from '../en/index.ts';
import { admin } from './admin.ts';
import { common } from './common.ts';
import { landing } from './landing.ts';
import { meta } from './meta.ts';
import { notFound } from './not-found.ts';
import { tickets } from './tickets.ts';

export const fr: Messages = { common, meta, landing, notFound, tickets, admin };
