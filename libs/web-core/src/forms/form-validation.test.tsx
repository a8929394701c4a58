import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input } from 'antd';
import { z } from '@reformas/shared-types';
import { fieldRule, useFormValidation, type FormCheck } from './form-validation';
import { zodRule } from './zod-rule';

const POSTAL = 'El código postal debe tener 5 dígitos';
const CITY = 'La ciudad es requerida';

// A whole-form check as the forms' `to…Request` functions give it.
const checkPostal = (values: Record<string, unknown>): FormCheck =>
  /^\d{5}$/.test(String(values.postalCode ?? ''))
    ? { ok: true }
    : { ok: false, errors: [{ name: 'postalCode', errors: [POSTAL] }] };

function Sample({ onFinish }: { onFinish: (values: unknown) => void }) {
  const [form] = Form.useForm();
  return (
    <Form {...useFormValidation(form)} onFinish={onFinish}>
      <Form.Item label="Código postal" name="postalCode" rules={[fieldRule(checkPostal, 'postalCode')]}>
        <Input />
      </Form.Item>
      <Form.Item label="Ciudad" name="city" rules={[zodRule(z.string().trim().min(2, CITY))]}>
        <Input />
      </Form.Item>
      <Button htmlType="submit">Enviar</Button>
    </Form>
  );
}

describe('useFormValidation', () => {
  it('flags nothing while a first value is typed, every field on submit, and drops an error once its field is valid', async () => {
    const onFinish = jest.fn();
    render(<Sample onFinish={onFinish} />);
    await userEvent.type(screen.getByLabelText('Código postal'), '410');
    await userEvent.tab();
    expect(screen.queryByText(POSTAL)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(POSTAL)).toBeInTheDocument();
    expect(await screen.findByText(CITY)).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Código postal'), '01');
    await waitFor(() => expect(screen.queryByText(POSTAL)).not.toBeInTheDocument());
    expect(screen.getByText(CITY)).toBeInTheDocument();
    // After a submit a field made wrong again says so at once.
    await userEvent.type(screen.getByLabelText('Código postal'), '{Backspace}');
    expect(await screen.findByText(POSTAL)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Código postal'), '1');
    await userEvent.type(screen.getByLabelText('Ciudad'), 'Sevilla');
    await waitFor(() => expect(screen.queryByText(CITY)).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ postalCode: '41001', city: 'Sevilla' }));
  });
});
