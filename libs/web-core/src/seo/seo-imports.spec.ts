// `@reformas/web-core/seo` runs in the renderer for every page and in the remotes' first loads (requestHeading):
// it must load without zod (the main entry of @reformas/shared-types) or React.
it('loads without zod, React or the main entry of @reformas/shared-types', () => {
  const refuse = (name: string) =>
    jest.doMock(name, () => {
      throw new Error(`@reformas/web-core/seo cargó ${name}`);
    });
  jest.isolateModules(() => {
    ['zod', 'react', 'react-dom', '@reformas/shared-types'].forEach(refuse);
    const seo = jest.requireActual<typeof import('.')>('.');
    expect(seo.requestHeading({ renovationType: 'bathroom', city: 'Zaragoza' })).toBe('Baños en Zaragoza');
  });
});
