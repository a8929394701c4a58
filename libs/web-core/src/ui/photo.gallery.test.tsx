import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { photoOf } from '@reformas/shared-types/photos';
import { PhotoGallery } from './photo.gallery';

const photos = ['a', 'b', 'c'].map((c) => photoOf(c.repeat(32)));
const altOf = (n: number) => `Foto ${n} de la solicitud: Baño en Lugo`;

describe('PhotoGallery', () => {
  it('shows nothing without photos', () => {
    const { container } = render(<PhotoGallery photos={[]} altOf={altOf} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows each thumbnail in a fixed 320×240 box, lazily, with its Spanish alternative text', () => {
    render(<PhotoGallery photos={photos} altOf={altOf} />);
    const thumbs = screen.getAllByRole('img');
    expect(thumbs).toHaveLength(3);
    expect(thumbs[1]).toHaveAttribute('alt', 'Foto 2 de la solicitud: Baño en Lugo');
    expect(thumbs[1]).toHaveAttribute('src', photos[1]?.thumbUrl);
    expect(thumbs[1]).toHaveAttribute('width', '320');
    expect(thumbs[1]).toHaveAttribute('height', '240');
    expect(thumbs[1]).toHaveAttribute('loading', 'lazy');
    expect(thumbs[0]).toHaveAttribute('loading', 'lazy');
    expect(thumbs[0]).toHaveAttribute('fetchpriority', 'auto');
  });

  it('with `priority` (in view when the page opens), fetches the first photo at once and first, the rest lazily', () => {
    render(<PhotoGallery photos={photos} altOf={altOf} priority />);
    const [first, ...rest] = screen.getAllByRole('img');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    for (const thumb of rest) {
      expect(thumb).toHaveAttribute('loading', 'lazy');
      expect(thumb).toHaveAttribute('fetchpriority', 'auto');
    }
  });

  it('opens with the keyboard, moves with the arrows (round the ends), and closes with Escape back on the thumbnail', async () => {
    const user = userEvent.setup();
    render(<PhotoGallery photos={photos} altOf={altOf} />);
    await user.tab();
    await user.tab();
    const second = screen.getByRole('button', { name: /Ver foto 2 de 3/ });
    expect(second).toHaveFocus();
    await user.keyboard('{Enter}');
    const viewer = screen.getByRole('dialog', { hidden: true });
    expect(viewer).toHaveAttribute('open');
    expect(within(viewer).getByText('Foto 2 de 3')).toBeInTheDocument();
    expect(within(viewer).getByRole('img', { hidden: true })).toHaveAttribute('src', photos[1]?.url);

    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByText('Foto 3 de 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByText('Foto 1 de 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(viewer).getByText('Foto 3 de 3')).toBeInTheDocument();
    expect(within(viewer).getByRole('img', { hidden: true })).toHaveAttribute('src', photos[2]?.url);

    // The browser sends 'cancel' to a modal dialog on Escape.
    fireEvent(viewer, new Event('cancel', { cancelable: true }));
    await screen.findByRole('button', { name: /Ver foto 2 de 3/ });
    expect(viewer).not.toHaveAttribute('open');
    expect(second).toHaveFocus();
  });

  it("moves with the viewer's buttons and closes with 'Cerrar'", async () => {
    const user = userEvent.setup();
    render(<PhotoGallery photos={photos} altOf={altOf} />);
    await user.click(screen.getByRole('button', { name: /Ver foto 1 de 3/ }));
    const viewer = screen.getByRole('dialog', { hidden: true });
    await user.click(within(viewer).getByRole('button', { name: 'Foto siguiente', hidden: true }));
    expect(within(viewer).getByText('Foto 2 de 3')).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Foto anterior', hidden: true }));
    expect(within(viewer).getByText('Foto 1 de 3')).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Cerrar', hidden: true }));
    expect(viewer).not.toHaveAttribute('open');
  });

  it('shows at most `shown` thumbnails, and a button that opens the viewer on the next photo', async () => {
    const user = userEvent.setup();
    const many = ['a', 'b', 'c', 'd', 'e', 'f'].map((c) => photoOf(c.repeat(32)));
    render(<PhotoGallery photos={many} altOf={altOf} shown={4} />);
    expect(screen.getAllByRole('img')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Ver 2 fotos más' }));
    const viewer = screen.getByRole('dialog', { hidden: true });
    expect(within(viewer).getByText('Foto 5 de 6')).toBeInTheDocument();
  });
});
