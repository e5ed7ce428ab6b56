import { useCan } from '@renderer/hooks/use-can';
import { useT } from '@renderer/i18n/use-t';
import { notify } from '@renderer/lib/toast';
import type { RatingSummary } from '@shared/api/application-notes';
import { RATING_MAX, RATING_MIN } from '@shared/constants';
import { useId } from 'react';
import { useRating } from '../hooks/use-notes';

const SCORES = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

/**
 * The members' rating of an application (issue 19): the average for everyone, and for a role
 * with notes.write the caller's own score as five labelled radio buttons (arrow keys move and
 * save, as radios do), with a button to remove it.
 */
export function RatingControl({ applicationId, rating }: { applicationId: string; rating: RatingSummary }) {
  const t = useT();
  const writes = useCan('notes.write');
  const { rate, clear } = useRating(applicationId);
  const name = useId();
  const busy = rate.isPending || clear.isPending;

  const save = (score: number) =>
    rate.mutate(score, {
      onSuccess: () => notify.success(t('ratings.saved')),
      onError: () => notify.error(t('ratings.saveFailed')),
    });

  return (
    <div className="rating-control">
      <p className="history-meta" aria-live="polite">
        {rating.average === null
          ? t('ratings.none')
          : t('ratings.summary', { average: rating.average.toFixed(1), count: rating.count })}
      </p>
      {writes && (
        <fieldset className="rating-stars" disabled={busy}>
          <legend>{t('ratings.yours')}</legend>
          {SCORES.map((score) => (
            <label key={score} className={rating.mine !== null && score <= rating.mine ? 'on' : undefined}>
              <input
                type="radio"
                name={name}
                value={score}
                checked={rating.mine === score}
                onChange={() => save(score)}
                className="sr-only"
              />
              <span aria-hidden="true">★</span>
              <span className="sr-only">{t('ratings.star', { count: score })}</span>
            </label>
          ))}
          {rating.mine !== null && (
            <button
              type="button"
              className="btn-link"
              onClick={() =>
                clear.mutate(undefined, {
                  onSuccess: () => notify.success(t('ratings.cleared')),
                  onError: () => notify.error(t('ratings.saveFailed')),
                })
              }
            >
              {t('ratings.clear')}
            </button>
          )}
        </fieldset>
      )}
    </div>
  );
}
