import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiHttpError } from '@reformas/web-core';
import { ActionForm, actionsFor } from './action.form';

describe('ActionForm', () => {
  it('offers hide and restore for content, suspend and lift for an account', () => {
    expect(actionsFor('project')).toEqual(['dismiss', 'hide', 'restore']);
    expect(actionsFor('message')).toEqual(['dismiss', 'hide', 'restore']);
    expect(actionsFor('user')).toEqual(['dismiss', 'suspend', 'lift']);
  });

  it('refuses to go on without a reason (blank counts as none) and sends nothing', async () => {
    const submit = jest.fn();
    render(<ActionForm actions={actionsFor('project')} onSubmit={submit} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Ocultar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Indica el motivo');
    expect(screen.getByLabelText('Motivo (obligatorio)')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Motivo (obligatorio)'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Indica el motivo');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(submit).not.toHaveBeenCalled();
  });

  it('asks to confirm, then sends the action with the trimmed reason and empties the box', async () => {
    const submit = jest.fn().mockResolvedValue(undefined);
    render(<ActionForm actions={actionsFor('user')} onSubmit={submit} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Suspender la cuenta' }));
    await userEvent.type(screen.getByLabelText('Motivo (obligatorio)'), '  Estafas repetidas  ');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveTextContent('Se aplicará «Suspender la cuenta»');
    expect(submit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Sí, aplicar' }));
    expect(submit).toHaveBeenCalledWith('suspend', 'Estafas repetidas');
    await waitFor(() => expect(screen.getByLabelText('Motivo (obligatorio)')).toHaveValue(''));
  });

  it("cancelling sends nothing; a refusal shows the API's Spanish message and keeps the reason", async () => {
    const refused = 'Esa acción no se aplica a este elemento.';
    const submit = jest
      .fn()
      .mockRejectedValue(new ApiHttpError(400, 'Bad Request', JSON.stringify({ message: refused })));
    render(<ActionForm actions={actionsFor('review')} onSubmit={submit} />);
    await userEvent.type(screen.getByLabelText('Motivo (obligatorio)'), 'Sin motivo real');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(submit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sí, aplicar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refused);
    expect(screen.getByLabelText('Motivo (obligatorio)')).toHaveValue('Sin motivo real');
    expect(submit).toHaveBeenCalledWith('dismiss', 'Sin motivo real');
  });
});
