import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import {
  AVAILABILITY_VALUES,
  CLEANING_SERVICE_TYPE_VALUES,
  RENOVATION_TYPE_VALUES,
  TIMELINE_VALUES,
} from '@reformas/shared-types';
import { hashPassword } from '../auth/password';
import demoAccounts from './demo-accounts.json';

// Demo data for a fresh embedded database (`npm start`), never used by the tests. Idempotent: it does
// nothing when the demo professional already exists. Names, companies and phones are invented.

const CITIES: [city: string, postalCode: string][] = [
  ['Madrid', '28013'],
  ['Barcelona', '08001'],
  ['Valencia', '46002'],
  ['Sevilla', '41001'],
  ['Zaragoza', '50001'],
  ['Málaga', '29001'],
  ['Murcia', '30001'],
  ['Palma', '07001'],
  ['Las Palmas de Gran Canaria', '35001'],
  ['Bilbao', '48001'],
  ['Alicante', '03001'],
  ['Córdoba', '14001'],
  ['Valladolid', '47001'],
  ['Vigo', '36201'],
  ['Granada', '18001'],
];
const FIRST_NAMES = [
  'Lucía',
  'Javier',
  'María',
  'Antonio',
  'Carmen',
  'Manuel',
  'Laura',
  'David',
  'Ana',
  'José',
  'Elena',
  'Pablo',
  'Marta',
  'Sergio',
  'Isabel',
  'Álvaro',
  'Paula',
  'Daniel',
  'Rosa',
  'Miguel',
];
const SURNAMES = [
  'García',
  'Fernández',
  'González',
  'Rodríguez',
  'López',
  'Martínez',
  'Sánchez',
  'Pérez',
  'Gómez',
  'Martín',
  'Jiménez',
  'Ruiz',
  'Hernández',
  'Díaz',
  'Moreno',
  'Muñoz',
  'Álvarez',
  'Romero',
  'Navarro',
  'Torres',
];
const DESCRIPTIONS: Record<string, string[]> = {
  integral: [
    'Reforma completa de piso de 90 m² de los años 70: cocina, dos baños, suelos y electricidad.',
    'Queremos reformar entero un ático de 60 m² y abrir la cocina al salón.',
  ],
  bathroom: [
    'Cambiar bañera por plato de ducha y alicatar de nuevo el baño principal.',
    'Reforma de baño pequeño de 4 m² con mueble suspendido y mampara.',
  ],
  kitchen: [
    'Cocina nueva en forma de L con encimera de cuarzo y electrodomésticos integrados.',
    'Cambiar muebles y encimera de la cocina, manteniendo la distribución.',
  ],
  painting: [
    'Pintar piso de tres habitaciones, techos incluidos, y quitar gotelé del salón.',
    'Pintura de fachada de chalet de dos plantas.',
  ],
  electricity: [
    'Renovar la instalación eléctrica completa y poner cuadro nuevo con boletín.',
    'Instalar puntos de luz y enchufes nuevos en salón y dormitorios.',
  ],
  plumbing: [
    'Sustituir tuberías de plomo por multicapa en toda la vivienda.',
    'Fuga en el baño que afecta al vecino de abajo: localizar y reparar.',
  ],
  air_conditioning: [
    'Instalar aire acondicionado por conductos en piso de 100 m².',
    'Dos splits inverter para dormitorios.',
  ],
  aerothermal: [
    'Cambiar caldera de gasoil por aerotermia con suelo radiante.',
    'Presupuesto de aerotermia para ACS en casa de 150 m².',
  ],
  solar_panels: [
    'Instalación de 8 placas solares con batería en vivienda unifamiliar.',
    'Autoconsumo compartido para comunidad de 12 vecinos.',
  ],
  other: [
    'Cerramiento de terraza con aluminio y cristal.',
    'Instalar tarima flotante en 70 m² y cambiar rodapiés.',
  ],
};
const COMPANY_WORDS = [
  'Reformas',
  'Construcciones',
  'Instalaciones',
  'Obras',
  'Proyectos',
  'Servicios Integrales',
];
const CLEANING_DESCRIPTIONS = [
  'Limpieza a fondo de pisos y casas con productos ecológicos. Llevo mis propios materiales.',
  'Limpieza de oficinas y locales fuera del horario comercial, con total discreción.',
  'Especialista en limpieza tras obra y fin de contrato: dejo la vivienda lista para entregar.',
  'Limpieza semanal o quincenal de hogares, plancha incluida si se desea.',
];

/** A small deterministic generator so every fresh database gets the same demo data. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  return {
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
  };
}

export async function seedDemoData(db: DataSource): Promise<void> {
  const logger = new Logger('Seed');
  const existing: unknown[] = await db.query(`SELECT 1 FROM "users" WHERE lower("email") = lower($1)`, [
    demoAccounts[0]?.email,
  ]);
  if (existing.length > 0) return;
  const random = generator(42);
  const password = await hashPassword('demo1234');
  const phone = () => `6${String(10_000_000 + random.int(89_999_999)).padStart(8, '0')}`;

  await db.transaction(async (tx) => {
    const insertUser = async (
      name: string,
      email: string,
      userType: string,
      extra: { companyName?: string; description?: string } = {},
    ) => {
      const username = email.split('@')[0];
      const [row]: { id: number }[] = await tx.query(
        `INSERT INTO "users" ("username", "password", "name", "email", "phone", "userType", "companyName", "description", "createdAt")
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() - make_interval(days => $9)) RETURNING "id"`,
        [
          username,
          password,
          name,
          email,
          phone(),
          userType,
          extra.companyName ?? null,
          extra.description ?? null,
          30 + random.int(300),
        ],
      );
      return row.id;
    };

    const ids: Record<string, number> = {};
    for (const account of demoAccounts) {
      ids[account.userType] = await insertUser(account.name, account.email, account.userType);
    }

    // 20 professionals with public profiles (the demo professional is the first).
    const professionals: number[] = [ids.professional];
    for (let i = 1; i < 20; i++) {
      const first = FIRST_NAMES[i % FIRST_NAMES.length];
      const last = SURNAMES[(i * 7) % SURNAMES.length];
      professionals.push(
        await insertUser(
          `${first} ${last}`,
          `${first}.${last}.pro${i}@demo.es`
            .normalize('NFD')
            .replace(/[\u0300-\u036f]/g, '')
            .toLowerCase(),
          'professional',
        ),
      );
    }
    for (const [index, userId] of professionals.entries()) {
      const [city, postalCode] = CITIES[index % CITIES.length];
      const services = RENOVATION_TYPE_VALUES.filter((_, i) => (i + index) % 3 === 0).slice(0, 4);
      const last = SURNAMES[(index * 7) % SURNAMES.length];
      await tx.query(
        `INSERT INTO "worker_profiles" ("userId", "companyName", "description", "services", "experience", "websiteUrl", "postalCode", "city", "isPublic")
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, true)`,
        [
          userId,
          index === 0
            ? 'Martínez Reformas Integrales'
            : `${COMPANY_WORDS[index % COMPANY_WORDS.length]} ${last}`,
          `Empresa familiar en ${city} con equipo propio. Presupuesto sin compromiso en 48 horas y garantía de dos años en todos los trabajos.`,
          JSON.stringify(services.length ? services : ['integral']),
          3 + random.int(25),
          index % 2 === 0 ? `https://example.com/reformas-${index + 1}` : null,
          postalCode,
          city,
        ],
      );
    }

    // 24 clients who publish; with the demo client, at least 60 requests over the 15 cities and every type.
    const clients: number[] = [ids.client];
    for (let i = 0; i < 24; i++) {
      const first = FIRST_NAMES[(i * 3) % FIRST_NAMES.length];
      const last = SURNAMES[(i * 11 + 3) % SURNAMES.length];
      clients.push(
        await insertUser(
          `${first} ${last}`,
          `${first}.${last}.${i}@demo.es`
            .normalize('NFD')
            .replace(/[\u0300-\u036f]/g, '')
            .toLowerCase(),
          'client',
        ),
      );
    }
    for (let i = 0; i < 72; i++) {
      const userId = clients[i % clients.length];
      const [name]: { name: string }[] = await tx.query(`SELECT "name" FROM "users" WHERE "id" = $1`, [
        userId,
      ]);
      const type = RENOVATION_TYPE_VALUES[i % RENOVATION_TYPE_VALUES.length];
      const [city, postalCode] = CITIES[(i * 7) % CITIES.length];
      await tx.query(
        `INSERT INTO "renovation_projects" ("userId", "name", "phone", "email", "renovationType", "timeline", "postalCode", "city", "description", "createdAt")
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now() - make_interval(mins => $10))`,
        [
          userId,
          name.name,
          phone(),
          i % 3 === 0 ? null : `contacto${i}@demo.es`,
          type,
          random.pick(TIMELINE_VALUES),
          `${postalCode.slice(0, 3)}${String(random.int(99)).padStart(2, '0')}`,
          city,
          i % 9 === 0 ? null : random.pick(DESCRIPTIONS[type]),
          i * 173 + random.int(120),
        ],
      );
    }

    // 15 cleaning services (the demo cleaning account's first).
    const cleaners: number[] = [ids.cleaning];
    for (let i = 1; i < 15; i++) {
      const first = FIRST_NAMES[(i * 5 + 2) % FIRST_NAMES.length];
      const last = SURNAMES[(i * 13 + 5) % SURNAMES.length];
      cleaners.push(
        await insertUser(
          `${first} ${last}`,
          `${first}.${last}.limpieza${i}@demo.es`
            .normalize('NFD')
            .replace(/[\u0300-\u036f]/g, '')
            .toLowerCase(),
          'cleaning',
        ),
      );
    }
    for (const [index, userId] of cleaners.entries()) {
      const [name]: { name: string }[] = await tx.query(`SELECT "name" FROM "users" WHERE "id" = $1`, [
        userId,
      ]);
      const types = CLEANING_SERVICE_TYPE_VALUES.filter((_, i) => (i + index) % 3 === 0);
      await tx.query(
        `INSERT INTO "cleaning_services" ("userId", "name", "phone", "city", "experience", "availability", "description", "hasReferences", "serviceType", "allowDirectContact")
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          userId,
          name.name,
          phone(),
          CITIES[(index * 4) % CITIES.length][0],
          1 + random.int(20),
          AVAILABILITY_VALUES[index % AVAILABILITY_VALUES.length],
          CLEANING_DESCRIPTIONS[index % CLEANING_DESCRIPTIONS.length],
          index % 2 === 0,
          JSON.stringify(types.length ? types : ['home']),
          index % 4 !== 3,
        ],
      );
    }

    // Conversations: the demo professional with the demo client and two others; the demo cleaner with a client.
    const conversations: [from: number, to: number, text: string][] = [
      [
        ids.professional,
        ids.client,
        'Hola Lucía, he visto tu solicitud de reforma de baño. ¿Cuándo podría pasar a verlo?',
      ],
      [ids.client, ids.professional, 'Hola Carlos, el jueves por la tarde me viene bien.'],
      [
        ids.professional,
        ids.client,
        'Perfecto, el jueves a las 18:00 estoy allí. Te llevo un presupuesto orientativo.',
      ],
      [clients[3], ids.professional, '¿Trabajáis también instalación de aerotermia?'],
      [
        ids.professional,
        clients[3],
        'Sí, somos instaladores autorizados. ¿Qué superficie tiene la vivienda?',
      ],
      [
        ids.cleaning,
        ids.client,
        'Hola, ofrezco limpieza tras obra por si la necesitas al terminar la reforma.',
      ],
      [clients[5], ids.professional, 'Buenas, necesito presupuesto para pintar un piso de 80 m².'],
    ];
    for (const [index, [from, to, text]] of conversations.entries()) {
      await tx.query(
        `INSERT INTO "chat_messages" ("senderId", "receiverId", "message", "isRead", "createdAt")
         VALUES ($1, $2, $3, $4, now() - make_interval(mins => $5))`,
        [from, to, text, index < conversations.length - 2, (conversations.length - index) * 37],
      );
    }
  });
  logger.log('Datos de demostración creados');
}
