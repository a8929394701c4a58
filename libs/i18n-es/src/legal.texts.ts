// The legal pages a Spanish site must have (LSSI-CE art. 10 and 22.2, GDPR art. 13): our own texts, written for
// what this site really keeps (docs/privacy.md). The operator's identity is configuration (the shell's LEGAL_*).
// Only the pages' lazy chunk imports this file; the links every page shows are in legal-links.texts.ts.
import { LEGAL_LINKS_TEXTS, LEGAL_PATHS } from './legal-links.texts';

/** A name ending a sentence: 'ReformasYa, S.L.' keeps its own full stop (not 'S.L..'). */
const withFullStop = (name: string) => (name.endsWith('.') ? name : `${name}.`);

/** Who runs the site, as the legal pages name it. */
export type SiteOwner = {
  name: string;
  taxId: string;
  address: string;
  email: string;
  phone: string;
};

export type LegalSection = {
  /** Anchor for links to one section (the terms checkbox links to the conditions of use). */
  id?: string;
  title: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
};

export type LegalPageTexts = {
  path: string;
  title: string;
  intro: string;
  sections: readonly LegalSection[];
};

export function legalNoticeTexts(owner: SiteOwner): LegalPageTexts {
  return {
    path: LEGAL_PATHS.notice,
    title: LEGAL_LINKS_TEXTS.notice,
    intro:
      'En cumplimiento del artículo 10 de la Ley 34/2002, de servicios de la sociedad de la información y de comercio electrónico (LSSI-CE), te contamos quién está detrás de este sitio y en qué condiciones puedes usarlo.',
    sections: [
      {
        title: 'Titular del sitio',
        items: [
          `Titular: ${owner.name}`,
          `NIF: ${owner.taxId}`,
          `Domicilio: ${owner.address}`,
          `Correo electrónico: ${owner.email}`,
          `Teléfono: ${owner.phone}`,
        ],
      },
      {
        title: 'Qué hacemos',
        paragraphs: [
          `${owner.name} gestiona una plataforma que pone en contacto a personas que necesitan una reforma o un servicio de limpieza con profesionales de toda España. No ejecutamos las obras ni los servicios: el acuerdo se cierra directamente entre el cliente y el profesional, que responde de su trabajo y de sus presupuestos.`,
        ],
      },
      {
        id: 'condiciones-de-uso',
        title: 'Condiciones de uso',
        paragraphs: ['Al registrarte o publicar una solicitud aceptas estas condiciones:'],
        items: [
          'Publica solo datos ciertos y tuyos: cada solicitud debe responder a una necesidad real.',
          'Al publicar una solicitud, tu teléfono y tu correo se muestran ocultos a todo el mundo; un profesional registrado que quiera ofrecerte su trabajo los pide, y tú ves quién lo ha hecho y decides cuántos pueden hacerlo (lo explica la política de privacidad).',
          'Usa los datos de otros usuarios solo para la reforma o el servicio del que se trata; nunca para enviar publicidad ni cederlos a terceros.',
          'Cada profesional responde de la veracidad de su perfil y de cumplir la normativa de su actividad.',
          'El presupuesto de la calculadora es orientativo y no vinculante.',
          'Podemos retirar contenidos o cerrar cuentas que incumplan estas condiciones o la ley.',
        ],
      },
      {
        title: 'Propiedad intelectual',
        paragraphs: [
          `Los textos, el diseño y el código del sitio son de ${withFullStop(owner.name)} Lo que publican los usuarios (descripciones, logotipos) sigue siendo suyo; nos autorizan a mostrarlo en el sitio mientras esté publicado.`,
        ],
      },
      {
        title: 'Publicidad',
        paragraphs: [
          'Los anuncios del panel «Servicios recomendados» están marcados como PUBLICIDAD y enlazan con la página de cada anunciante.',
        ],
      },
      {
        title: 'Legislación aplicable',
        paragraphs: [
          'Este sitio se rige por la legislación española. Si eres consumidor, puedes acudir a los juzgados de tu domicilio.',
        ],
      },
    ],
  };
}

/**
 * The privacy policy; `recordsKeptDays`: how long what is kept after an account's deletion stays blocked
 * (DELETED_ACCOUNT_RECORDS_KEPT_DAYS in shared-types, which this package does not import).
 */
export function privacyPolicyTexts(owner: SiteOwner, recordsKeptDays: number): LegalPageTexts {
  return {
    path: LEGAL_PATHS.privacy,
    title: LEGAL_LINKS_TEXTS.privacy,
    intro:
      'Aquí explicamos qué datos personales guardamos, para qué, quién los ve y qué derechos tienes, según el Reglamento General de Protección de Datos (RGPD) y la Ley Orgánica 3/2018 (LOPDGDD).',
    sections: [
      {
        title: 'Responsable del tratamiento',
        paragraphs: [`${owner.name} (NIF ${owner.taxId}), ${owner.address}. Contacto: ${owner.email}.`],
      },
      {
        title: 'Qué datos guardamos y por qué',
        items: [
          'Tu cuenta: nombre, nombre de usuario, correo electrónico, teléfono y tipo de usuario, para identificarte y que puedas usar el sitio. La contraseña se guarda transformada con un algoritmo de un solo sentido: nadie, tampoco nosotros, puede leerla.',
          'Tu sesión: una cookie técnica que te mantiene conectado hasta que cierras sesión o pasan 30 días. En el servidor solo guardamos su huella (hash), no la cookie.',
          'Los navegadores de confianza: una cookie técnica que recuerda que ya entraste en tu cuenta desde ese navegador, para que los intentos fallidos de otras personas no te dejen fuera. También se guarda solo su huella.',
          'Los intentos de acceso: la dirección IP y cuántos intentos de inicio de sesión o registro ha hecho, durante un máximo de un día, para frenar a quien intente adivinar contraseñas.',
          'Las solicitudes de reforma que publicas: nombre, teléfono, correo, ciudad, código postal, tipo de reforma, plazo y descripción. En el tablón todos ven tu nombre abreviado y el teléfono oculto salvo sus tres últimas cifras. Un profesional registrado que pide tu contacto ve tu teléfono y tu correo completos para poder llamarte, que es para lo que publicas: guardamos quién lo pidió y cuándo, te lo mostramos bajo tu solicitud, y tú eliges cuántos profesionales pueden hacerlo (5 si no dices otra cosa). Tu correo y tu teléfono de la cuenta solo los ve quien ya está en contacto contigo: alguien a quien has respondido en el chat o que ha pedido el contacto de una solicitud tuya.',
          'Los perfiles de profesionales y los servicios de limpieza: lo que decides mostrar en el directorio (empresa, servicios, ciudad, experiencia, web, logotipo). Si desactivas el perfil público, solo lo ves tú.',
          'Los mensajes del chat: se guardan para que las dos personas de la conversación puedan leerla; nadie más tiene acceso.',
          'Registros técnicos: de cada petición, el método, la ruta, la respuesta y lo que tardó, sin cabeceras ni contenido, para mantener el servicio en marcha.',
        ],
      },
      {
        title: 'Base jurídica',
        paragraphs: [
          'Tratamos tus datos para prestarte el servicio que pides al registrarte y publicar (artículo 6.1.b del RGPD). Los intentos de acceso y los registros técnicos se basan en nuestro interés legítimo en proteger el sitio y a sus usuarios (artículo 6.1.f).',
        ],
      },
      {
        title: 'Cuánto tiempo los guardamos',
        paragraphs: [
          `Mientras tengas tu cuenta. Las sesiones caducan a los 30 días y los contadores de intentos en un día como máximo. Cuando eliminas tu cuenta borramos en el momento tus datos personales; solo las denuncias que hiciste o que se hicieron sobre tu cuenta se conservan bloqueadas durante ${recordsKeptDays} días (para atender una reclamación o a una autoridad) y después se borran. El registro de las decisiones de moderación (qué se decidió, cuándo y por qué) se guarda tres años desde cada decisión.`,
        ],
      },
      {
        title: 'Con quién los compartimos',
        paragraphs: [
          'No vendemos tus datos ni los cedemos para publicidad. Solo los ven los usuarios del sitio en la medida descrita arriba y el proveedor que aloja el servicio, que actúa por encargo nuestro y dentro de la Unión Europea.',
        ],
      },
      {
        title: 'Tus derechos',
        paragraphs: ['Cada derecho se ejerce así:'],
        items: [
          'Acceso y portabilidad: en «Mi cuenta», «Descargar mis datos» te da en el momento un archivo ZIP con todo lo que guardamos sobre ti, en formato JSON (legible por otros programas), y tus fotos. Puedes hacerlo una vez al día.',
          'Rectificación: corriges tu nombre, tu teléfono y tus datos profesionales en «Editar perfil»; tu correo y tu contraseña en «Mi cuenta»; tus solicitudes, tu perfil profesional y tu servicio de limpieza desde sus páginas. El cambio es inmediato.',
          `Supresión: en «Mi cuenta», «Eliminar mi cuenta» la borra en el momento, con tu contraseña. Antes de confirmar te decimos qué se borra y qué se conserva: los mensajes que otras personas recibieron de ti siguen visibles para ellas como enviados por «Usuario eliminado», y las denuncias se guardan bloqueadas durante ${recordsKeptDays} días.`,
          `Oposición y limitación: apagas cada tipo de correo en «Notificaciones por correo» o con el enlace de baja de cada correo, y puedes ocultar tu perfil profesional o pausar tu servicio de limpieza. Para oponerte a cualquier otro tratamiento o limitarlo, escribe a ${owner.email}.`,
          `Plazo: lo que haces en el sitio tiene efecto en el momento. Lo que nos pidas por escrito a ${owner.email} lo respondemos en un mes como máximo (artículo 12.3 del RGPD), o en tres si es complejo, y entonces te avisamos dentro del primer mes.`,
          'Si crees que no hemos atendido bien tu petición, puedes reclamar ante la Agencia Española de Protección de Datos (aepd.es).',
        ],
      },
    ],
  };
}

export function cookiesPolicyTexts(): LegalPageTexts {
  return {
    path: LEGAL_PATHS.cookies,
    title: LEGAL_LINKS_TEXTS.cookies,
    intro:
      'Este sitio usa solo las cookies y el almacenamiento del navegador imprescindibles para funcionar. No usamos cookies de análisis ni de publicidad, y por eso no te pedimos consentimiento (artículo 22.2 de la LSSI-CE).',
    sections: [
      {
        title: 'Cookies',
        items: [
          'sid: mantiene tu sesión iniciada. Propia y técnica; dura hasta que cierras sesión o 30 días.',
          'dev: recuerda que este navegador es de confianza para tu cuenta, para que los intentos fallidos de otros no te bloqueen. Propia y técnica; dura un año.',
        ],
      },
      {
        title: 'Almacenamiento del navegador',
        items: [
          'reformas.session: una copia de los datos de tu cuenta (nombre, usuario, correo, teléfono y tipo), para dibujar la cabecera mientras el servidor responde. No da acceso a nada; se borra al cerrar sesión.',
          'selectedUserType: el tipo de acceso que elegiste por última vez (cliente o profesional).',
          'calculatorEstimate: el presupuesto de la calculadora que llevas a una nueva solicitud, hasta que la publicas o lo descartas.',
        ],
      },
      {
        title: 'Cómo borrarlas',
        paragraphs: [
          'Al cerrar sesión se borran la sesión y su copia en el navegador. Puedes borrar todas las cookies y el almacenamiento del sitio desde la configuración de tu navegador; tendrás que volver a iniciar sesión.',
        ],
      },
    ],
  };
}
