import { Form, Input, InputNumber, Select } from 'antd';
import { MAX_CONTACTS_LIMIT } from '@reformas/shared-types';
import { fieldRule } from '@reformas/web-core';
import { RENOVATION_TYPES, TIMELINES } from '@reformas/shared-types/options';
import { RENOVATION_TEXTS } from '@reformas/i18n-es';
import type { CreatePostValues, toCreateRequest } from './create-post.form';

const T = RENOVATION_TEXTS.createPost;

/**
 * The request's fields, the same for a new request and an edit; each checked with the whole form's schema
 * (`check`), so its error goes as soon as it is valid (docs/product.md §6).
 */
export function RequestFields({
  check,
}: {
  check: (values: CreatePostValues) => ReturnType<typeof toCreateRequest>;
}) {
  const rules = (name: string) => [fieldRule(check, name)];
  return (
    <>
      <div className="create-post-grid">
        <Form.Item label={T.name} name="name" rules={rules('name')}>
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item label={T.email} name="email" rules={rules('email')}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item label={T.phone} name="phone" required rules={rules('phone')}>
          <Input type="tel" autoComplete="tel" />
        </Form.Item>
        <Form.Item label={T.renovationType} name="renovationType" required rules={rules('renovationType')}>
          <Select options={RENOVATION_TYPES.map(({ value, label }) => ({ value, label }))} />
        </Form.Item>
        <Form.Item label={T.timeline} name="timeline" required rules={rules('timeline')}>
          <Select options={TIMELINES.map(({ value, label }) => ({ value, label }))} />
        </Form.Item>
        <Form.Item label={T.postalCode} name="postalCode" required rules={rules('postalCode')}>
          <Input inputMode="numeric" autoComplete="postal-code" maxLength={5} />
        </Form.Item>
        <Form.Item label={T.city} name="city" required rules={rules('city')}>
          <Input autoComplete="address-level2" />
        </Form.Item>
        <Form.Item
          label={T.maxContacts}
          name="maxContacts"
          extra={T.maxContactsHelp}
          rules={rules('maxContacts')}
        >
          <InputNumber min={1} max={MAX_CONTACTS_LIMIT} precision={0} inputMode="numeric" />
        </Form.Item>
      </div>
      <Form.Item label={T.description} name="description" rules={rules('description')}>
        <Input.TextArea rows={6} placeholder={T.descriptionPlaceholder} />
      </Form.Item>
    </>
  );
}
