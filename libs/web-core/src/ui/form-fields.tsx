import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';

// The labelled native controls of a filter form (board.css's rv-field and rv-input), shared by the pages and
// their prerendered frames.

type SearchFormProps = { onSubmit?: () => void; children: ReactNode };

/** A search landmark whose submit stays on the page and calls `onSubmit`. */
function SearchForm({ className, onSubmit, children }: SearchFormProps & { className: string }) {
  return (
    <form
      className={className}
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit?.();
      }}
    >
      {children}
    </form>
  );
}

/** A filter form (board.css's board-filters). */
export function FilterForm(props: SearchFormProps) {
  return <SearchForm className="board-filters" {...props} />;
}

export type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
};

/** A labelled select of `options`. */
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

export type InputFieldProps = InputHTMLAttributes<HTMLInputElement> & { id: string; label: string };

/** A labelled text input (a city box, a postal code). */
export function InputField({ id, label, ...input }: InputFieldProps) {
  return (
    <div className="rv-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} className="rv-input" {...input} />
    </div>
  );
}

export type SearchBoxProps = InputHTMLAttributes<HTMLInputElement> & {
  /** The box's accessible name and the button's hidden text ('Buscar'). */
  label: string;
  onSubmit?: () => void;
};

/** A directory's search box with its magnifier button (board.css's directory-search). */
export function SearchBox({ label, onSubmit, ...input }: SearchBoxProps) {
  return (
    <SearchForm className="directory-search" onSubmit={onSubmit}>
      <input type="search" className="rv-input" aria-label={label} {...input} />
      <button type="submit" className="rv-button primary rv-search-button">
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{label}</span>
      </button>
    </SearchForm>
  );
}
