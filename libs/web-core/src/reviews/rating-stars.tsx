import { useId } from 'react';
import { REVIEW_TEXTS } from '@reformas/i18n-es';

const T = REVIEW_TEXTS;
const STARS = [1, 2, 3, 4, 5] as const;

/**
 * Five stars, `value` of them filled (an average rounds to the nearest star); read out as `label`, or hidden from
 * screen readers when the figure is written beside them.
 */
export function RatingStars({ value, label }: { value: number; label?: string }) {
  const filled = Math.round(value);
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <span className="rating-stars" {...a11y}>
      {STARS.map((n) => (
        <span key={n} aria-hidden="true" className={n <= filled ? 'on' : undefined}>
          ★
        </span>
      ))}
    </span>
  );
}

/**
 * The rating of the review form: five radio buttons drawn as stars (arrows move between them, as in any radio
 * group), each named '{n} estrellas'. Controlled by antd's Form.Item (value, onChange).
 */
export function StarInput({
  value,
  onChange,
  id,
}: {
  value?: number;
  onChange?: (value: number) => void;
  id?: string;
}) {
  const name = useId();
  return (
    <fieldset className="star-input" id={id}>
      <legend>{T.ratingLabel}</legend>
      {STARS.map((n) => (
        <label key={n} className={value !== undefined && n <= value ? 'on' : undefined}>
          <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange?.(n)} />
          <span aria-hidden="true">★</span>
          <span className="visually-hidden">{T.stars(n)}</span>
        </label>
      ))}
    </fieldset>
  );
}
