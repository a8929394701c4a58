import { useId } from 'react';
import { Alert, Form, Input } from 'antd';
import { createReviewSchema, reviewReplySchema } from '@reformas/shared-types';
import { REVIEW_TEXTS } from '@reformas/i18n-es';
import { errorText, useFormValidation, zodRule } from '@reformas/web-core';
import { AntdProvider } from '@reformas/web-core/ui';
import { StarInput } from './rating-stars';

const T = REVIEW_TEXTS;
const S = createReviewSchema.shape;

type ReviewValues = { rating?: number; text?: string };

// This file is the reviews' only antd code, loaded when a form opens (reviews.section.tsx): a visitor reading
// reviews downloads none of it.

/**
 * A review's stars and text, checked with the API's own schema (createReviewSchema) as the person writes; the
 * API's refusal (a phone number in the text, a limit) shows in Spanish above the buttons.
 */
export function ReviewForm({
  initial,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  initial?: ReviewValues;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (values: { rating: number; text: string }) => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<ReviewValues>();
  const name = useFormName();
  const validation = useFormValidation(form);
  return (
    <AntdProvider>
      <Form
        name={name}
        {...validation}
        layout="vertical"
        className="review-form"
        initialValues={initial}
        onFinish={(values) => onSubmit(createReviewSchema.parse(values))}
      >
        <Form.Item name="rating" rules={[zodRule(S.rating)]}>
          <StarInput />
        </Form.Item>
        <Form.Item label={T.textLabel} name="text" extra={T.textHelp} rules={[zodRule(S.text)]}>
          <Input.TextArea rows={5} maxLength={2000} />
        </Form.Item>
        <FormButtons error={error} pending={pending} submitLabel={submitLabel} onCancel={onCancel} />
      </Form>
    </AntdProvider>
  );
}

/** The provider's reply to one review (reviewReplySchema), new or edited. */
export function ReplyForm({
  initial,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  initial?: string;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (text: string) => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<{ text?: string }>();
  const name = useFormName();
  const validation = useFormValidation(form);
  return (
    <AntdProvider>
      <Form
        name={name}
        {...validation}
        layout="vertical"
        className="review-form"
        initialValues={{ text: initial }}
        onFinish={(values) => onSubmit(reviewReplySchema.parse(values).text)}
      >
        <Form.Item
          label={T.replyLabel}
          name="text"
          extra={T.replyHelp}
          rules={[zodRule(reviewReplySchema.shape.text)]}
        >
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
        <FormButtons error={error} pending={pending} submitLabel={submitLabel} onCancel={onCancel} />
      </Form>
    </AntdProvider>
  );
}

/** antd names each field's element after its form: several forms open at once (replies) need distinct names. */
function useFormName(): string {
  return `review${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
}

function FormButtons({
  error,
  pending,
  submitLabel,
  onCancel,
}: {
  error: unknown;
  pending: boolean;
  submitLabel: string;
  onCancel: () => void;
}) {
  return (
    <>
      {error ? <Alert type="error" showIcon role="alert" title={errorText(error)} /> : null}
      <div className="review-actions">
        <button type="submit" className="rv-button primary" disabled={pending} aria-busy={pending}>
          {submitLabel}
        </button>
        <button type="button" className="rv-button" onClick={onCancel}>
          {T.cancel}
        </button>
      </div>
    </>
  );
}
