import { useId, type ReactNode } from 'react';
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

/** What both forms take from the reviews section: the button's label, the send's state and error, the cancel. */
type FormActions = { submitLabel: string; pending: boolean; error: unknown; onCancel: () => void };

/**
 * A review's stars and text, checked with the API's own schema (createReviewSchema) as the person writes; the
 * API's refusal (a phone number in the text, a limit) shows in Spanish above the buttons.
 */
export function ReviewForm({
  initial,
  onSubmit,
  ...actions
}: FormActions & { initial?: ReviewValues; onSubmit: (values: { rating: number; text: string }) => void }) {
  return (
    <ReviewsAntdForm<ReviewValues>
      initialValues={initial}
      onFinish={(values) => onSubmit(createReviewSchema.parse(values))}
      {...actions}
    >
      <Form.Item name="rating" rules={[zodRule(S.rating)]}>
        <StarInput />
      </Form.Item>
      <Form.Item label={T.textLabel} name="text" extra={T.textHelp} rules={[zodRule(S.text)]}>
        <Input.TextArea rows={5} maxLength={2000} />
      </Form.Item>
    </ReviewsAntdForm>
  );
}

/** The provider's reply to one review (reviewReplySchema), new or edited. */
export function ReplyForm({
  initial,
  onSubmit,
  ...actions
}: FormActions & { initial?: string; onSubmit: (text: string) => void }) {
  return (
    <ReviewsAntdForm<{ text?: string }>
      initialValues={{ text: initial }}
      onFinish={(values) => onSubmit(reviewReplySchema.parse(values).text)}
      {...actions}
    >
      <Form.Item
        label={T.replyLabel}
        name="text"
        extra={T.replyHelp}
        rules={[zodRule(reviewReplySchema.shape.text)]}
      >
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
    </ReviewsAntdForm>
  );
}

/** The antd form both are: validated as the person writes, its fields, then the API's refusal and the buttons. */
function ReviewsAntdForm<V extends object>({
  initialValues,
  onFinish,
  children,
  ...actions
}: FormActions & { initialValues?: V; onFinish: (values: V) => void; children: ReactNode }) {
  const [form] = Form.useForm<V>();
  const name = useFormName();
  const validation = useFormValidation(form);
  return (
    <AntdProvider>
      <Form
        name={name}
        {...validation}
        layout="vertical"
        className="review-form"
        initialValues={initialValues}
        onFinish={onFinish}
      >
        {children}
        <FormButtons {...actions} />
      </Form>
    </AntdProvider>
  );
}

/** antd names each field's element after its form: several forms open at once (replies) need distinct names. */
function useFormName(): string {
  return `review${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
}

function FormButtons({ error, pending, submitLabel, onCancel }: FormActions) {
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
