import { useMutation } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { useFocusOnce } from '#client/lib/use-focus-once.ts';
import { SATISFACTION_COMMENT_MAX_LENGTH, type SatisfactionRating } from '#shared/constants.ts';
import { pagePaths } from '#shared/routes.ts';
import { answerSatisfaction } from '../api.ts';
import { isDeadLink } from '../link-errors.ts';
import { DeadLink } from './dead-link.tsx';
import { LinkPageStatus } from './link-page.tsx';

/**
 * /satisfaction?token=…&rating=good: the answer the customer clicked in the email is saved as the page
 * opens (a scanner that only fetches the link runs no script and answers nothing); they may change it
 * and add a comment.
 */
export function SatisfactionAnswer() {
  const { satisfaction: t, emailLinks } = useAccountMessages();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const clicked: SatisfactionRating = params.get('rating') === 'bad' ? 'bad' : 'good';
  const answer = useMutation({
    mutationFn: ({ rating, comment }: { rating: SatisfactionRating; comment?: string }) =>
      answerSatisfaction(token, rating, comment),
  });
  const { mutate } = answer;
  useEffect(() => {
    if (token) mutate({ rating: clicked });
  }, [token, clicked, mutate]);

  if (!token || isDeadLink(answer.error)) {
    return (
      <DeadLink heading={t.invalidHeading} body={t.invalidBody}>
        <Button asChild variant="outline">
          <Link to={pagePaths.home}>{emailLinks.backHome}</Link>
        </Button>
      </DeadLink>
    );
  }
  if (answer.error) {
    return (
      <>
        <p role="alert">{t.failed}</p>
        <Button onClick={() => mutate({ rating: clicked })}>{t.retry}</Button>
      </>
    );
  }
  if (!answer.data) return <LinkPageStatus>{t.saving}</LinkPageStatus>;
  return (
    <Answered
      rating={answer.data.rating}
      commented={answer.variables?.comment !== undefined && !answer.isPending}
      pending={answer.isPending}
      onAnswer={(rating, comment) => mutate({ rating, comment })}
    />
  );
}

function Answered({
  rating,
  commented,
  pending,
  onAnswer,
}: {
  rating: SatisfactionRating;
  commented: boolean;
  pending: boolean;
  onAnswer: (rating: SatisfactionRating, comment?: string) => void;
}) {
  const { satisfaction: t } = useAccountMessages();
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnce(heading);
  const [comment, setComment] = useState('');
  const commentId = useId();
  const hintId = useId();
  return (
    <>
      <span className="grid size-12 place-items-center rounded-full bg-green-50 text-green-700">
        <CircleCheck aria-hidden="true" className="size-6" />
      </span>
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none">
        {t.heading}
      </h1>
      <p role="status">{t.answered[rating]}</p>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t.change}</legend>
        <div className="flex gap-2">
          {(['good', 'bad'] as const).map((choice) => (
            <Button
              key={choice}
              variant={choice === rating ? 'default' : 'outline'}
              aria-pressed={choice === rating}
              disabled={pending}
              onClick={() => onAnswer(choice)}
            >
              {t[choice]}
            </Button>
          ))}
        </div>
      </fieldset>
      <form
        className="grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onAnswer(rating, comment.trim());
        }}
      >
        <Label htmlFor={commentId}>{t.commentLabel}</Label>
        <Textarea
          id={commentId}
          aria-describedby={hintId}
          maxLength={SATISFACTION_COMMENT_MAX_LENGTH}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
        <p id={hintId} className="text-sm text-muted-foreground">
          {t.commentHint}
        </p>
        <Button type="submit" className="justify-self-start" disabled={pending || comment.trim() === ''}>
          {pending ? t.sending : t.send}
        </Button>
        {commented && <p role="status">{t.sent}</p>}
      </form>
    </>
  );
}
