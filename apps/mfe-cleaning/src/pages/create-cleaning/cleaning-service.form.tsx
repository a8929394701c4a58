import type { ReactNode } from 'react';
import { Checkbox, Form, Input, Select, Switch, type FormInstance } from 'antd';
import { useFormValidation, zodRule } from '@reformas/web-core';
import { AVAILABILITY_OPTIONS } from '@reformas/shared-types/options';
import { CLEANING_TEXTS } from '@reformas/i18n-es';
import { ServiceTypeChecks } from './service-type-checks';
import {
  EXPERIENCE_YEARS,
  cleaningFieldSchemas as S,
  type CreateCleaningValues,
} from './create-cleaning.form';

const T = CLEANING_TEXTS.createCleaning;
const EXPERIENCE_OPTIONS = EXPERIENCE_YEARS.map((n) => ({ value: n, label: T.experienceOption(n) }));
const AVAILABILITY = AVAILABILITY_OPTIONS.map(({ value, label }) => ({ value, label }));

/**
 * The form of a cleaning service, for publishing one and for editing it: its fields, each checked by the API's
 * schema, then what the caller adds (photos, the buttons).
 */
export function CleaningServiceForm({
  form,
  initialValues,
  onFinish,
  children,
}: {
  form: FormInstance<CreateCleaningValues>;
  initialValues: CreateCleaningValues;
  onFinish: (values: CreateCleaningValues) => Promise<void>;
  children: ReactNode;
}) {
  const validation = useFormValidation(form);
  return (
    <Form {...validation} layout="vertical" requiredMark onFinish={onFinish} initialValues={initialValues}>
      <div className="create-cleaning-grid">
        <Form.Item label={T.name} name="name" required rules={[zodRule(S.name)]}>
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item label={T.phone} name="phone" required rules={[zodRule(S.phone)]}>
          <Input type="tel" autoComplete="tel" />
        </Form.Item>
        <Form.Item label={T.city} name="city" required rules={[zodRule(S.city)]}>
          <Input autoComplete="address-level2" />
        </Form.Item>
        <Form.Item label={T.experience} name="experience" required rules={[zodRule(S.experience)]}>
          <Select options={EXPERIENCE_OPTIONS} />
        </Form.Item>
        <Form.Item label={T.availability} name="availability" required rules={[zodRule(S.availability)]}>
          <Select options={AVAILABILITY} />
        </Form.Item>
      </div>
      <Form.Item label={T.serviceTypes} name="serviceType" required rules={[zodRule(S.serviceType)]}>
        <ServiceTypeChecks label={T.serviceTypes} />
      </Form.Item>
      <Form.Item label={T.description} name="description" rules={[zodRule(S.description)]}>
        <Input.TextArea rows={5} placeholder={T.descriptionPlaceholder} />
      </Form.Item>
      <Form.Item name="hasReferences" valuePropName="checked">
        <Checkbox>{T.hasReferences}</Checkbox>
      </Form.Item>
      <Form.Item
        label={T.allowDirectContact}
        name="allowDirectContact"
        valuePropName="checked"
        extra={T.allowDirectContactHelp}
      >
        <Switch />
      </Form.Item>
      {children}
    </Form>
  );
}
