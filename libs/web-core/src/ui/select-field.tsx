import type { SelectHTMLAttributes } from 'react';

export type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
};

/** A labelled native select of a filter form (board.css's rv-field): the pages and their prerendered frames. */
export function SelectField({ id, label, options, ...select }: SelectFieldProps) {
  return (
    <div className="rv-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="rv-input" {...select}>
        {options.map(({ value, label: text }) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
