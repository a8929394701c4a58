import { Logger } from '@nestjs/common';
import { Raw, type DataSource } from 'typeorm';
import {
  AVAILABILITY_VALUES,
  CLEANING_SERVICE_TYPE_VALUES,
  RENOVATION_TYPE_VALUES,
  TIMELINE_VALUES,
  type AdCategory,
  type RenovationType,
  type UserType,
} from '@reformas/shared-types';
import { Ad } from '../ads/ad.entity';
import { hashPassword } from '../auth/password';
import { CleaningService } from '../cleaning/cleaning-service.entity';
import { ChatMessage } from '../messages/chat-message.entity';
import { RECOMPUTE_RESPONSE_TIMES } from '../response-times/response-times.sql';
import { ProjectContact } from '../projects/project-contact.entity';
import { RenovationProject } from '../projects/renovation-project.entity';
import { ProviderStats } from '../reviews/provider-stats.entity';
import { Review } from '../reviews/review.entity';
import { User } from '../users/user.entity';
import { WorkerProfile } from '../workers/worker-profile.entity';
import demoAccounts from './demo-accounts.json';
import { DEMO_ADS } from './demo-ads';
import { seedDemoQuotes } from './demo-quotes';
import { drawDemoPhoto, SCENE_OF, type DemoScene } from './demo-photos';
import { newUsername } from '../users/usernames';
import { seedDemoOperators } from './demo-operator';
import { seedDemoReports } from './demo-reports';

/** Stores a photo of a row in the media store (MediaService.savePhoto) and gives its key. */
export type SavePhoto = (bytes: Buffer, scope: string) => Promise<string>;

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

// The renovation type a sponsor of each ad category offers in its profile.
const SPONSOR_SERVICE: Record<AdCategory, RenovationType> = {
  bathroom: 'bathroom',
  kitchen: 'kitchen',
  complete: 'integral',
  painting: 'painting',
  flooring: 'other',
  windows: 'other',
  exterior: 'other',
  electrical: 'electricity',
  plumbing: 'plumbing',
  _all: 'integral',
};

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms);

/** An invented e-mail from a name ('Álvaro', 'Ruiz', 'pro3' -> 'alvaro.ruiz.pro3@demo.es'). */
const demoEmail = (first: string, last: string, tag: string) =>
  `${first}.${last}.${tag}@demo.es`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

// Written through TypeORM's repositories (the entities' own description of each table), in one transaction.
export async function seedDemoData(db: DataSource, savePhoto: SavePhoto): Promise<void> {
  const logger = new Logger('Seed');
  const demoEmailTaken = await db.getRepository(User).exists({
    where: { email: Raw((column) => `lower(${column}) = lower(:email)`, { email: demoAccounts[0]?.email }) },
  });
  // A demo folder seeded before there was an operator gets one too.
  if (demoEmailTaken) return seedDemoOperators(db);
  const random = generator(42);
  const password = await hashPassword('demo1234');
  const phone = () => `6${String(10_000_000 + random.int(89_999_999)).padStart(8, '0')}`;

  // Photos: drawn scenes, each stored as an upload of its row would be.
  let drawn = 0;
  const photosOf = async (scope: string, scenes: DemoScene[]): Promise<string[]> => {
    const keys: string[] = [];
    for (const scene of scenes) keys.push(await savePhoto(await drawDemoPhoto(scene, drawn++), scope));
    return keys;
  };

  await db.transaction(async (tx) => {
    const names = new Map<number, string>();
    const insertUser = async (name: string, email: string, userType: UserType): Promise<number> => {
      const result = await tx.insert(User, {
        username: newUsername(name),
        password,
        name,
        email,
        phone: phone(),
        userType,
        createdAt: ago((30 + random.int(300)) * DAY_MS),
        // The demo's people confirmed their addresses long ago (no banner, no link to follow).
        emailVerifiedAt: ago(29 * DAY_MS),
      });
      const id = (result.identifiers[0] as { id: number }).id;
      names.set(id, name);
      return id;
    };
    const accountIds = {} as Record<UserType, number>;
    /** The demo account of this type first, then `count - 1` invented people. */
    const people = async (
      userType: UserType,
      count: number,
      person: (i: number) => [first: string, last: string, tag: string],
    ): Promise<number[]> => {
      const ids: number[] = [accountIds[userType]];
      for (let i = 1; i < count; i++) {
        const [first, last, tag] = person(i);
        ids.push(await insertUser(`${first} ${last}`, demoEmail(first, last, tag), userType));
      }
      return ids;
    };
    for (const account of demoAccounts) {
      // The operator is seeded on its own (demo-operator.ts).
      if (account.totpSecret) continue;
      const userType = account.userType as UserType;
      accountIds[userType] = await insertUser(account.name, account.email, userType);
    }

    // 20 professionals with public profiles (the demo professional is the first).
    const professionals = await people('professional', 20, (i) => [
      FIRST_NAMES[i % FIRST_NAMES.length],
      SURNAMES[(i * 7) % SURNAMES.length],
      `pro${i}`,
    ]);
    // The company name is the user's (docs/product.md §4): the triggers copy it into the directory's search.
    const companyOf = (index: number) =>
      index === 0
        ? 'Martínez Reformas Integrales'
        : `${COMPANY_WORDS[index % COMPANY_WORDS.length]} ${SURNAMES[(index * 7) % SURNAMES.length]}`;
    for (const [index, userId] of professionals.entries()) {
      await tx.update(User, { id: userId }, { companyName: companyOf(index) });
    }
    const profileIds = (
      await tx.insert(
        WorkerProfile,
        professionals.map((userId, index) => {
          const [city, postalCode] = CITIES[index % CITIES.length];
          const services = RENOVATION_TYPE_VALUES.filter((_, i) => (i + index) % 3 === 0).slice(0, 4);
          return {
            userId,
            description: `Empresa familiar en ${city} con equipo propio. Presupuesto sin compromiso en 48 horas y garantía de dos años en todos los trabajos.`,
            services: JSON.stringify(services.length ? services : ['integral']),
            experience: 3 + random.int(25),
            websiteUrl: index % 2 === 0 ? `https://example.com/reformas-${index + 1}` : null,
            postalCode,
            city,
            isPublic: true,
          };
        }),
      )
    ).identifiers.map((identifier) => (identifier as { id: number }).id);
    // The first professionals show photos of their work (the demo professional's first).
    for (const [index, id] of profileIds.slice(0, 5).entries()) {
      const scenes: DemoScene[][] = [
        ['bathroom', 'kitchen', 'floor', 'wall'],
        ['wall', 'floor', 'bathroom'],
        ['kitchen', 'wall'],
        ['solar', 'floor', 'kitchen'],
        ['floor', 'bathroom'],
      ];
      await tx.update(
        WorkerProfile,
        { id },
        { photos: await photosOf(`workerProfile:${id}`, scenes[index] ?? []) },
      );
    }

    // 24 clients who publish; with the demo client, at least 60 requests over the 15 cities and every type.
    const clients = await people('client', 25, (i) => [
      FIRST_NAMES[((i - 1) * 3) % FIRST_NAMES.length],
      SURNAMES[((i - 1) * 11 + 3) % SURNAMES.length],
      String(i - 1),
    ]);
    const requests = Array.from({ length: 72 }, (_, i) => {
      const userId = clients[i % clients.length];
      const type = RENOVATION_TYPE_VALUES[i % RENOVATION_TYPE_VALUES.length];
      const [city, postalCode] = CITIES[(i * 7) % CITIES.length];
      return {
        userId,
        name: names.get(userId) ?? '',
        phone: phone(),
        email: i % 3 === 0 ? null : `contacto${i}@demo.es`,
        renovationType: type,
        timeline: random.pick(TIMELINE_VALUES),
        postalCode: `${postalCode.slice(0, 3)}${String(random.int(99)).padStart(2, '0')}`,
        city,
        description: i % 9 === 0 ? null : random.pick(DESCRIPTIONS[type]),
        createdAt: ago((i * 173 + random.int(120)) * MINUTE_MS),
      };
    });
    const requestIds = (await tx.insert(RenovationProject, requests)).identifiers.map(
      (identifier) => (identifier as { id: number }).id,
    );
    // Photos on a third of the newest requests and on every request of the demo client (requests[i] is
    // clients[i % 25]'s): the board's first page shows thumbnails, the request pages galleries.
    for (const [i, id] of requestIds.entries()) {
      if (!(i < 24 && i % 3 === 0) && i % clients.length !== 0) continue;
      const scene = SCENE_OF[RENOVATION_TYPE_VALUES[i % RENOVATION_TYPE_VALUES.length]];
      const scenes: DemoScene[] = i % 2 === 0 ? [scene, scene === 'floor' ? 'wall' : 'floor'] : [scene];
      await tx.update(RenovationProject, { id }, { photos: await photosOf(`project:${id}`, scenes) });
    }

    // 15 cleaning services (the demo cleaning account's first).
    const cleaners = await people('cleaning', 15, (i) => [
      FIRST_NAMES[(i * 5 + 2) % FIRST_NAMES.length],
      SURNAMES[(i * 13 + 5) % SURNAMES.length],
      `limpieza${i}`,
    ]);
    const cleaningIds = (
      await tx.insert(
        CleaningService,
        cleaners.map((userId, index) => {
          const types = CLEANING_SERVICE_TYPE_VALUES.filter((_, i) => (i + index) % 3 === 0);
          return {
            userId,
            name: names.get(userId) ?? '',
            phone: phone(),
            city: CITIES[(index * 4) % CITIES.length][0],
            experience: 1 + random.int(20),
            availability: AVAILABILITY_VALUES[index % AVAILABILITY_VALUES.length],
            description: CLEANING_DESCRIPTIONS[index % CLEANING_DESCRIPTIONS.length],
            hasReferences: index % 2 === 0,
            serviceType: JSON.stringify(types.length ? types : ['home']),
            allowDirectContact: index % 4 !== 3,
          };
        }),
      )
    ).identifiers.map((identifier) => (identifier as { id: number }).id);
    for (const id of cleaningIds.slice(0, 4)) {
      await tx.update(
        CleaningService,
        { id },
        { photos: await photosOf(`cleaningService:${id}`, ['clean', 'floor']) },
      );
    }

    // Conversations: the demo professional with the demo client and two others; the demo cleaner with a client.
    const { professional: pro, client, cleaning } = accountIds;
    const conversations: [from: number, to: number, text: string][] = [
      [pro, client, 'Hola Lucía, he visto tu solicitud de reforma de baño. ¿Cuándo podría pasar a verlo?'],
      [client, pro, 'Hola Carlos, el jueves por la tarde me viene bien.'],
      [pro, client, 'Perfecto, el jueves a las 18:00 estoy allí. Te llevo un presupuesto orientativo.'],
      [clients[3], pro, '¿Trabajáis también instalación de aerotermia?'],
      [pro, clients[3], 'Sí, somos instaladores autorizados. ¿Qué superficie tiene la vivienda?'],
      [cleaning, client, 'Hola, ofrezco limpieza tras obra por si la necesitas al terminar la reforma.'],
      [clients[5], pro, 'Buenas, necesito presupuesto para pintar un piso de 80 m².'],
      [client, cleaning, '¡Gracias! Te escribo en cuanto terminen la obra del baño.'],
    ];
    await tx.insert(
      ChatMessage,
      conversations.map(([senderId, receiverId, message], index) => ({
        senderId,
        receiverId,
        message,
        isRead: index < conversations.length - 2,
        createdAt: ago((conversations.length - index) * 37 * MINUTE_MS),
      })),
    );

    // Response times: clients who asked a provider something over the last weeks, and how many minutes
    // the provider took to answer (null: not yet). The median shows from 3 conversations on (response-times.sql.ts).
    const asked: [providerId: number, delays: (number | null)[]][] = [
      [pro, [25, 50, 140]],
      [professionals[1], [15, 30, 45, 90]],
      [professionals[2], [200, 330, 420, null]],
      [professionals[3], [1500, 2900, 3100]],
      [cleaning, [20, 35, 70]],
      [cleaners[1], [240, 600, 900]],
    ];
    await tx.insert(
      ChatMessage,
      asked.flatMap(([providerId, delays], p) =>
        delays.flatMap((delay, i) => {
          const asker = clients[(10 + p * 2 + i) % clients.length];
          const askedAt = (3 + p * 5 + i * 4) * DAY_MS;
          const question = {
            senderId: asker,
            receiverId: providerId,
            message:
              '¡Hola! ¿Tendríais disponibilidad este mes para pasar a ver el trabajo y darme presupuesto?',
            isRead: true,
            createdAt: ago(askedAt),
          };
          if (delay === null) return [question];
          const answer = {
            senderId: providerId,
            receiverId: asker,
            message: 'Hola, sí. Podemos pasar esta semana: dime qué día te viene mejor.',
            isRead: true,
            createdAt: ago(askedAt - delay * MINUTE_MS),
          };
          return [question, answer];
        }),
      ),
    );

    // Reviews, each after a contact that makes it eligible: the chats above where both wrote, and
    // reveals of requests (requests[i] is clients[i % 25]'s). Some with the provider's reply.
    await tx.insert(
      ProjectContact,
      [
        [5, pro],
        [1, professionals[1]],
        [2, professionals[1]],
      ].map(([request, professionalId]) => ({ projectId: requestIds[request], professionalId })),
    );
    const demoReviews: [
      reviewerId: number,
      providerId: number,
      rating: number,
      verifiedBy: string,
      text: string,
      reply: string | null,
    ][] = [
      [
        client,
        pro,
        5,
        'chat',
        'Carlos y su equipo reformaron nuestro baño en diez días. Muy limpios, puntuales y respetaron el presupuesto.',
        'Gracias, Lucía. Fue un placer; para cualquier ajuste del baño, aquí estamos.',
      ],
      [
        clients[3],
        pro,
        4,
        'chat',
        'Nos asesoraron muy bien sobre la aerotermia y la instalación quedó perfecta. Tardaron algo en empezar.',
        null,
      ],
      [
        clients[5],
        pro,
        5,
        'phone',
        'Llamaron el mismo día que publiqué la solicitud y el presupuesto fue claro y detallado.',
        'Gracias por confiar en nosotros.',
      ],
      [
        client,
        cleaning,
        4,
        'chat',
        'Limpieza tras obra muy completa: dejó la casa lista para entrar a vivir. Repetiría sin dudarlo.',
        'Muchas gracias, me alegro de que quedara a tu gusto.',
      ],
      [
        clients[1],
        professionals[1],
        3,
        'phone',
        'Buen trabajo de pintura, aunque hubo que repasar un par de paredes al final.',
        'Gracias por avisarnos; repasamos las paredes esa misma semana.',
      ],
      [
        clients[2],
        professionals[1],
        5,
        'phone',
        'Muy profesionales de principio a fin. La cocina quedó preciosa y sin sorpresas en la factura.',
        null,
      ],
    ];
    await tx.insert(
      Review,
      demoReviews.map(([reviewerId, providerId, rating, verifiedBy, text, reply], index) => {
        const createdAt = ago((demoReviews.length - index) * 2 * DAY_MS);
        const repliedAt = reply ? ago((demoReviews.length - index) * 2 * DAY_MS - 3 * 3600_000) : null;
        return {
          reviewerId,
          providerId,
          rating,
          verifiedBy,
          text,
          reply,
          repliedAt,
          replyUpdatedAt: repliedAt,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    );
    // Their aggregates, as the API keeps them (reviews.service.ts).
    const ratings = new Map<number, number[]>();
    for (const [, providerId, rating] of demoReviews)
      ratings.set(providerId, [...(ratings.get(providerId) ?? []), rating]);
    await tx.insert(
      ProviderStats,
      [...ratings].map(([userId, list]) => {
        const stars = (n: number) => list.filter((rating) => rating === n).length;
        return {
          userId,
          count: list.length,
          sum: list.reduce((a, b) => a + b, 0),
          stars1: stars(1),
          stars2: stars(2),
          stars3: stars(3),
          stars4: stars(4),
          stars5: stars(5),
        };
      }),
    );

    // Quotes in every state (demo-quotes.ts): after the reviews, so the demo client's review of the demo
    // professional, whom they hired, carries the mark.
    await seedDemoQuotes(tx, {
      requests: requestIds.map((id, i) => ({ id, createdAt: requests[i]?.createdAt ?? new Date() })),
      professionals,
      companyOf,
    });

    // A few open reports (demo-reports.ts): the moderation console opens on a queue. requests[7] is clients[7]'s,
    // without quotes, so still on the board.
    await seedDemoReports(tx, {
      demoClient: client,
      demoProfessional: pro,
      request: requestIds[7],
      profile: profileIds[6],
      cleaning: cleaningIds[3],
      clients: clients.slice(1),
    });

    // The sponsors of 'Servicios recomendados' (demo-ads.ts): each a professional with a public profile that its
    // ad leads to, offering the ad's kind of work. Last, so the data above stays what it was.
    const profileOfSponsor = new Map<string, number>();
    for (const [index, [category, , , company]] of DEMO_ADS.entries()) {
      if (profileOfSponsor.has(company)) continue;
      const [first, last] = [
        FIRST_NAMES[(index * 3 + 1) % FIRST_NAMES.length],
        SURNAMES[(index * 5 + 2) % SURNAMES.length],
      ];
      const userId = await insertUser(
        `${first} ${last}`,
        demoEmail(first, last, `anunciante${index}`),
        'professional',
      );
      await tx.update(User, { id: userId }, { companyName: company });
      const [city, postalCode] = CITIES[index % CITIES.length];
      const profile = await tx.insert(WorkerProfile, {
        userId,
        description: `${company}: empresa anunciante en ReformasYa. Presupuesto sin compromiso y atención en toda la provincia de ${city}.`,
        services: JSON.stringify([SPONSOR_SERVICE[category]]),
        experience: 5 + random.int(20),
        websiteUrl: null,
        postalCode,
        city,
        isPublic: true,
        // Older than the 20 above: the directory, newest first, opens with those.
        createdAt: ago((400 + index) * DAY_MS),
      });
      profileOfSponsor.set(company, (profile.identifiers[0] as { id: number }).id);
    }
    await tx.insert(
      Ad,
      DEMO_ADS.map(([category, title, description, company, ctaText, adPhone, priority], sortOrder) => ({
        category,
        title,
        description,
        company,
        ctaText,
        ctaUrl: `/worker-profiles/${profileOfSponsor.get(company)}`,
        phone: adPhone,
        priority,
        sortOrder,
      })),
    );
    // The response times of the conversations above, as the API keeps them.
    await tx.query(RECOMPUTE_RESPONSE_TIMES, [[...professionals, ...cleaners]]);
  });
  await seedDemoOperators(db);
  logger.log('Datos de demostración creados');
}
