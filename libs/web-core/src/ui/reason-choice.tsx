import { useId } from 'react';
import { Radio } from 'antd';

export type ReasonChoiceProps<R extends string> = {
  /** The question, shown above the choices and naming them. */
  question: string;
  className: string;
  value: R | null;
  onChange: (reason: R) => void;
  options: readonly { value: R; label: string }[];
};

/** A dialog's reason: one answer among `options` (antd's radios), named by the question above them. */
export function ReasonChoice<R extends string>({
  question,
  className,
  value,
  onChange,
  options,
}: ReasonChoiceProps<R>) {
  const questionId = useId();
  return (
    <>
      <p id={questionId}>{question}</p>
      <Radio.Group
        aria-labelledby={questionId}
        className={className}
        value={value}
        onChange={(event) => onChange(event.target.value as R)}
        options={[...options]}
      />
    </>
  );
}
