import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UploadFile } from 'antd';
import { photoOf, type Photo } from '@reformas/shared-types/photos';
import { fakeFetch } from '@reformas/web-core/testing';
import { PhotoManager, PhotoPicker } from './photo.upload';

const png = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

function Picker({ onFiles }: { onFiles?: (files: UploadFile[]) => void }) {
  const [files, setFiles] = useState<UploadFile[]>([]);
  return (
    <PhotoPicker
      id="photos"
      value={files}
      onChange={(next) => {
        setFiles(next);
        onFiles?.(next);
      }}
      max={2}
      help="Hasta 2 fotos."
    />
  );
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

describe('PhotoPicker (new request)', () => {
  beforeAll(() => {
    // jsdom has no object URLs: the previews get a stand-in address.
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
  });

  it('lists the chosen photos with previews, up to the limit, and says why the others are left out', async () => {
    const user = userEvent.setup({ applyAccept: false });
    let chosen: UploadFile[] = [];
    render(<Picker onFiles={(f) => (chosen = f)} />);
    expect(screen.getByText(/0 de 2 fotos/)).toBeInTheDocument();
    await user.upload(fileInput(), [
      png('bano.png'),
      new File(['hola'], 'notas.txt', { type: 'text/plain' }),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '«notas.txt» no es una imagen JPG, PNG, GIF o WebP',
    );
    expect(chosen.map((f) => f.name)).toEqual(['bano.png']);
    expect(screen.getByText(/1 de 2 fotos/)).toBeInTheDocument();

    await user.upload(fileInput(), [png('cocina.png'), png('pared.png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Has llegado al máximo de 2 fotos. Quita alguna para añadir otra.',
    );
    expect(chosen.map((f) => f.name)).toEqual(['bano.png', 'cocina.png']);
    expect(screen.queryByText('Añadir foto')).not.toBeInTheDocument();
  });

  it('refuses a photo of more than 10 MB, and removes a chosen one before sending', async () => {
    const user = userEvent.setup();
    let chosen: UploadFile[] = [];
    render(<Picker onFiles={(f) => (chosen = f)} />);
    await user.upload(fileInput(), [png('grande.png', 10 * 1024 * 1024 + 1), png('bano.png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('«grande.png» supera los 10 MB');
    expect(chosen.map((f) => f.name)).toEqual(['bano.png']);
    await user.click(screen.getByRole('button', { name: 'Quitar foto' }));
    expect(chosen).toEqual([]);
  });
});

describe('PhotoManager (existing request, profile or service)', () => {
  function Manager({ initial }: { initial: Photo[] }) {
    const [photos, setPhotos] = useState(initial);
    return (
      <PhotoManager
        ownerPath="/api/projects/7"
        photos={photos}
        onChange={setPhotos}
        max={6}
        help="Hasta 6 fotos."
        altOf={(n) => `Foto ${n}`}
      />
    );
  }

  it('sends a chosen photo at once and shows the list the API answers', async () => {
    const user = userEvent.setup();
    const first = photoOf('a'.repeat(32));
    const second = photoOf('b'.repeat(32));
    const calls = fakeFetch(() => ({ status: 201, body: [first, second] }));
    render(<Manager initial={[first]} />);
    await user.upload(fileInput(), png('bano.png'));
    await waitFor(() => expect(screen.getByText(/2 de 6 fotos/)).toBeInTheDocument());
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url.pathname).toBe('/api/projects/7/photos');
    expect(calls[0]?.init.method).toBe('POST');
    expect((calls[0]?.init.headers as Record<string, string>)['Content-Type']).toBe('image/png');
  });

  it("shows the API's Spanish reason when a photo is refused, and removes one with DELETE", async () => {
    const user = userEvent.setup();
    const first = photoOf('a'.repeat(32));
    const calls = fakeFetch((_url, init) =>
      init.method === 'POST'
        ? { status: 400, body: { message: 'La foto debe ser una imagen PNG, JPG, GIF o WebP' } }
        : { status: 200, body: [] },
    );
    render(<Manager initial={[first]} />);
    await user.upload(fileInput(), png('falsa.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo subir «falsa.png»: La foto debe ser una imagen PNG, JPG, GIF o WebP',
    );
    await user.click(screen.getByRole('button', { name: 'Quitar foto' }));
    await waitFor(() => expect(screen.getByText(/0 de 6 fotos/)).toBeInTheDocument());
    expect(calls.at(-1)?.url.pathname).toBe(`/api/projects/7/photos/${first.id}`);
    expect(calls.at(-1)?.init.method).toBe('DELETE');
  });
});
