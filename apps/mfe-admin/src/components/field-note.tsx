import { useId } from 'react';

/**
 * A form field's help and its problem (the check's or the API's message), shown under the field: `describe` ties
 * both to the field (aria-describedby, aria-invalid while there is a problem), `note` is the text.
 */
export function useFieldNote(help: string, problem: string | null) {
  const helpId = useId();
  const errorId = useId();
  return {
    describe: {
      'aria-describedby': problem ? `${helpId} ${errorId}` : helpId,
      'aria-invalid': problem ? true : undefined,
    },
    note: (
      <>
        <small id={helpId}>{help}</small>
        {problem ? (
          <p id={errorId} role="alert" className="admin-error">
            {problem}
          </p>
        ) : null}
      </>
    ),
  };
}
