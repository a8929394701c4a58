import { render, screen } from '@testing-library/react';
import { HiddenNotice } from './hidden.notice';

describe('HiddenNotice', () => {
  it('tells the author that nobody else sees the item, and the operator’s reason', () => {
    render(<HiddenNotice reason="Anuncio con datos de otra persona." />);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Oculto por moderación. Nadie más lo ve mientras siga oculto.');
    expect(note).toHaveTextContent('Motivo: Anuncio con datos de otra persona.');
  });

  it('shows nothing on an item in public view (no hiddenReason from the API)', () => {
    const { container } = render(<HiddenNotice reason={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
