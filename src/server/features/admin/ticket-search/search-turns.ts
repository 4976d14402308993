import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';

/** More searches at once than cores only share them (see docs/decisions/searches-take-turns.md). */
export const searchSlots = pLimit(availableParallelism());
