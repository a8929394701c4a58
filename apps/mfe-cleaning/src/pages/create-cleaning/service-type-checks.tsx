import { Checkbox } from 'antd';
import type { CheckboxGroupProps } from 'antd/es/checkbox';
import { CLEANING_SERVICE_TYPES } from '@reformas/shared-types/options';

const OPTIONS = CLEANING_SERVICE_TYPES.map(({ value, label }) => ({ value, label }));

type Props = CheckboxGroupProps & { 'aria-required'?: unknown; label: string };

/**
 * The service-type checkboxes as one labelled group. antd's Form.Item marks its control aria-required, which
 * ARIA does not allow on a group (axe-core: critical aria-allowed-attr): the group drops it, the label keeps
 * the required mark and the rule still refuses an empty choice.
 */
export function ServiceTypeChecks({ 'aria-required': _required, label, ...props }: Props) {
  return <Checkbox.Group {...props} options={OPTIONS} role="group" aria-label={label} />;
}
