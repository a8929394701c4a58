// Photos of requests, worker profiles and cleaning services: the pickers and the gallery.

export const PHOTO_TEXTS = {
  fieldLabel: 'Fotos',
  requestHelp: (max: number) =>
    `Hasta ${max} fotos de lo que hay que hacer (JPG, PNG, GIF o WebP, máx. 10 MB cada una). Se publican con la solicitud.`,
  workHelp: (max: number) =>
    `Hasta ${max} fotos de tus trabajos (JPG, PNG, GIF o WebP, máx. 10 MB cada una). Se ven en tu página pública.`,
  add: 'Añadir foto',
  saveFirst: 'Guarda primero para poder añadir fotos.',
  remove: 'Quitar foto',
  uploading: 'Subiendo foto…',
  uploadError: 'Error al subir la foto',
  preview: 'Ver foto',
  count: (n: number, max: number) => `${n} de ${max} fotos`,
  full: (max: number) => `Has llegado al máximo de ${max} fotos. Quita alguna para añadir otra.`,
  badType: (name: string) => `«${name}» no es una imagen JPG, PNG, GIF o WebP`,
  tooBig: (name: string) => `«${name}» supera los 10 MB`,
  uploadFailed: (name: string, reason: string) => `No se pudo subir «${name}»: ${reason}`,
  removeFailed: (reason: string) => `No se pudo quitar la foto: ${reason}`,
  someNotUploaded:
    'La solicitud se ha publicado, pero alguna foto no se pudo subir. Puedes añadirla al editarla.',
  // Gallery.
  galleryLabel: 'Fotos',
  workTitle: 'Fotos de trabajos',
  cleaningTitle: 'Fotos de tu servicio',
  open: (n: number, total: number) => `Ver foto ${n} de ${total}`,
  more: (n: number) => (n === 1 ? 'Ver 1 foto más' : `Ver ${n} fotos más`),
  position: (n: number, total: number) => `Foto ${n} de ${total}`,
  previous: 'Foto anterior',
  next: 'Foto siguiente',
  close: 'Cerrar',
  keyboardHint: 'Usa las flechas para pasar de foto y Escape para cerrar.',
  // Alternative texts: photos are the user's own, described by what they belong to.
  requestPhotoAlt: (n: number, title: string) => `Foto ${n} de la solicitud: ${title}`,
  cardPhotoAlt: (title: string) => `Foto de la solicitud: ${title}`,
  workPhotoAlt: (n: number, name: string) => `Foto ${n} de los trabajos de ${name}`,
  cleaningPhotoAlt: (n: number, name: string) => `Foto ${n} del servicio de ${name}`,
} as const;
