// Node bundles (the API, the shell's prerender): packages stay in node_modules and Node loads them at run
// time; our workspace libs (@reformas/*) and relative files are bundled.
export const nodeExternals = [
  ({ request }, callback) => {
    if (!request || request.startsWith('.') || request.startsWith('/') || request.startsWith('@reformas/')) {
      return callback();
    }
    return callback(undefined, `commonjs ${request}`);
  },
];
