import { z } from 'zod';
import {
  analyticsPeriodLengths,
  SATISFACTION_COMMENT_MAX_LENGTH,
  satisfactionRatings,
} from '#shared/constants.ts';
import { languages } from '#shared/language.ts';
import { typedText } from '#shared/schemas/typed-text.ts';

/** The longest period the analytics page covers at once, in days. */
export const ANALYTICS_MAX_DAYS = 366;

/** The days a chosen period may cover: no ticket is older, and PostgreSQL and spreadsheets read them all. */
export const analyticsDays = { first: '2000-01-01', last: '2099-12-31' } as const;

const day = z.iso.date();

const periodMessage =
  `Choose dates from ${analyticsDays.first} to ${analyticsDays.last}, the first not after the second, ` +
  `at most ${ANALYTICS_MAX_DAYS} days apart.`;

function isPeriod(from: string, to: string): boolean {
  const length = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
  return (
    from >= analyticsDays.first && to <= analyticsDays.last && length >= 1 && length <= ANALYTICS_MAX_DAYS
  );
}

/** The last 7, 30 or 90 days (today included), or chosen dates (both included). */
export const analyticsQuerySchema = z
  .object({
    days: z.enum(analyticsPeriodLengths).optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .refine((query) => (query.from === undefined) === (query.to === undefined), {
    message: 'From and to go together.',
    path: ['to'],
  })
  .refine((query) => !(query.days && query.from), { message: 'Either days or dates.', path: ['days'] })
  .refine((query) => !query.from || !query.to || isPeriod(query.from, query.to), {
    message: periodMessage,
    path: ['to'],
  });

export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

const seconds = z.number().int().nullable();
const durations = z.object({ median: seconds, p90: seconds });
const satisfaction = { good: z.number().int(), bad: z.number().int() };

export const analyticsTotalsSchema = z.object({
  created: z.number().int(),
  resolved: z.number().int(),
  reopened: z.number().int(),
  firstResponse: durations,
  resolution: durations,
  /** Of the tickets created in the period, the share first answered within the target; null: none. */
  withinTarget: z.number().nullable(),
  ...satisfaction,
});

export const analyticsDaySchema = z.object({
  day,
  created: z.number().int(),
  resolved: z.number().int(),
  /** Tickets waiting at the end of the day, by status. */
  open: z.number().int(),
  inProgress: z.number().int(),
  ...satisfaction,
});

export const analyticsMemberSchema = z.object({
  adminId: z.string().nullable(),
  /** Null once the account is deleted. */
  email: z.string().nullable(),
  answered: z.number().int(),
  firstResponseMedian: seconds,
  ...satisfaction,
});

export const analyticsLanguageSchema = z.object({
  language: z.enum(languages),
  created: z.number().int(),
  resolved: z.number().int(),
  firstResponseMedian: seconds,
  ...satisfaction,
});

export const analyticsCommentSchema = z.object({
  ticketId: z.string(),
  rating: z.enum(satisfactionRatings),
  comment: z.string(),
  answeredAt: z.iso.datetime(),
  language: z.enum(languages),
});

export const analyticsReportSchema = z.object({
  period: z.object({ from: day, to: day }),
  previousPeriod: z.object({ from: day, to: day }),
  targetHours: z.number(),
  timeZone: z.string(),
  current: analyticsTotalsSchema,
  previous: analyticsTotalsSchema,
  days: z.array(analyticsDaySchema),
  members: z.array(analyticsMemberSchema),
  languages: z.array(analyticsLanguageSchema),
  /** The period's newest comments on 'How did we do?'. */
  comments: z.array(analyticsCommentSchema),
});

export type AnalyticsTotals = z.infer<typeof analyticsTotalsSchema>;
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;
export type AnalyticsMember = z.infer<typeof analyticsMemberSchema>;
export type AnalyticsLanguage = z.infer<typeof analyticsLanguageSchema>;
export type AnalyticsComment = z.infer<typeof analyticsCommentSchema>;
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;

/** An answer to 'How did we do?' from its emailed link; a comment left out keeps the one given before. */
export const satisfactionAnswerSchema = z.object({
  token: z.string().min(1).max(1024),
  rating: z.enum(satisfactionRatings),
  comment: typedText('The comment')
    .trim()
    .max(
      SATISFACTION_COMMENT_MAX_LENGTH,
      `The comment must be at most ${SATISFACTION_COMMENT_MAX_LENGTH} characters.`,
    )
    .optional(),
});

export type SatisfactionAnswer = z.infer<typeof satisfactionAnswerSchema>;

export const satisfactionAnsweredSchema = z.object({
  rating: z.enum(satisfactionRatings),
  comment: z.string().nullable(),
});

export type SatisfactionAnswered = z.infer<typeof satisfactionAnsweredSchema>;
