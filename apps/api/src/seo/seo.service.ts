import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../common/domain-error';
import { TtlCache } from '../common/ttl-cache';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { Sql } from '../database/sql';
import { seoSql } from './seo-sql';
import {
  ITEM_KINDS,
  ITEM_PATH,
  ROBOTS_ALLOW,
  ROBOTS_DISALLOW,
  STATIC_PAGES,
  type ItemKind,
} from './site-paths';
import { absoluteUrl, newest, sitemapIndex, urlset, type SitemapEntry } from './sitemap-xml';
import { SqlService } from '../database/sql-service';

const AS_ISO = { isoTimestamps: true };
// The index's per-file dates cost one pass over a kind's public rows: counted at most once a minute per process,
// as the board's totals are (docs/product.md, "Freshness"). The files themselves are read fresh.
const FILES_TTL_MS = 60_000;
// The largest id a file may start after (the ids are int4).
const MAX_ID = 2 ** 31 - 1;
const FILE_NAME = /^(profiles|cleaning|requests|static)-([1-9][0-9]{0,9})\.xml$/;

type FileDate = { page: number; lastmod: string | null };

/**
 * /sitemap.xml, /sitemaps/<kind>-<page>.xml and /robots.txt, written from the data (docs/decisions.md, "Sitemap
 * and robots"): the public worker profiles, cleaning services and open requests (the board's, whose pages show a
 * client's words masked as the board does), and the pages without an item.
 */
@Injectable()
export class SeoService extends SqlService<ReturnType<typeof seoSql>> {
  private readonly dates = new TtlCache<FileDate[]>(FILES_TTL_MS, ITEM_KINDS.length);
  private readonly publicUrl: string;
  private readonly pageSize: number;

  constructor(db: Sql, @Inject(APP_CONFIG) config: AppConfig) {
    super(db, seoSql);
    this.publicUrl = config.PUBLIC_URL;
    this.pageSize = config.SITEMAP_PAGE_SIZE;
  }

  /** The index: page 1 of every kind (empty or not), and every other file that has an address. */
  async index(): Promise<string> {
    const dates = await this.allFileDates();
    const files: SitemapEntry[] = [
      ...this.staticFiles(dates).map((lastmod, i) => this.fileEntry('static', i + 1, lastmod)),
      ...ITEM_KINDS.flatMap((kind) =>
        dates[kind].map(({ page, lastmod }) => this.fileEntry(kind, page, lastmod)),
      ),
    ];
    return sitemapIndex(files);
  }

  /** One file, by its public name ('profiles-2.xml'): 404 for another name, or for a page past the last. */
  async file(name: string): Promise<string> {
    const match = FILE_NAME.exec(name);
    if (!match) throw new DomainError('SITEMAP_NOT_FOUND');
    const kind = match[1] as ItemKind | 'static';
    const page = Number(match[2]);
    if (kind === 'static') return this.staticFile(page);
    const after = (page - 1) * this.pageSize;
    if (after >= MAX_ID) throw new DomainError('SITEMAP_NOT_FOUND');
    const rows = await this.db.rows<{ id: number; lastmod: string }>(
      this.sql[kind].file,
      [after, Math.min(after + this.pageSize, MAX_ID)],
      AS_ISO,
    );
    // Page 1 always exists (the index lists it even when empty); a later one only while it has an address.
    if (rows.length === 0 && page > 1) throw new DomainError('SITEMAP_NOT_FOUND');
    return urlset(rows.map((row) => ({ loc: this.url(ITEM_PATH[kind](row.id)), lastmod: row.lastmod })));
  }

  robots(): string {
    return [
      'User-agent: *',
      ...ROBOTS_ALLOW.map((path) => `Allow: ${path}`),
      ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${this.url('/sitemap.xml')}`,
      '',
    ].join('\n');
  }

  private async staticFile(page: number): Promise<string> {
    const pages = STATIC_PAGES.slice((page - 1) * this.pageSize, page * this.pageSize);
    if (pages.length === 0) throw new DomainError('SITEMAP_NOT_FOUND');
    const dates = await this.allFileDates();
    return urlset(
      pages.map(({ path, of }) => ({ loc: this.url(path), lastmod: of ? newestOf(dates[of]) : null })),
    );
  }

  /** The newest change of each static file: that of the lists it names (a list changes with its newest item). */
  private staticFiles(dates: Record<ItemKind, FileDate[]>): (string | null)[] {
    const files: (string | null)[] = [];
    for (let start = 0; start < STATIC_PAGES.length; start += this.pageSize) {
      const pages = STATIC_PAGES.slice(start, start + this.pageSize);
      files.push(newest(pages.map(({ of }) => (of ? newestOf(dates[of]) : null))));
    }
    return files;
  }

  private async allFileDates(): Promise<Record<ItemKind, FileDate[]>> {
    const [profiles, cleaning, requests] = await Promise.all(ITEM_KINDS.map((kind) => this.fileDates(kind)));
    return { profiles, cleaning, requests };
  }

  /** A kind's files that have an address, with the newest change in each; page 1 (empty) when none has. */
  private async fileDates(kind: ItemKind): Promise<FileDate[]> {
    const cached = this.dates.get(kind);
    if (cached) return cached;
    const rows = await this.db.rows<FileDate>(this.sql[kind].files, [this.pageSize], AS_ISO);
    const dates = rows.length > 0 && rows[0].page === 1 ? rows : [{ page: 1, lastmod: null }, ...rows];
    this.dates.set(kind, dates);
    return dates;
  }

  private fileEntry(kind: ItemKind | 'static', page: number, lastmod: string | null): SitemapEntry {
    return { loc: this.url(`/sitemaps/${kind}-${page}.xml`), lastmod };
  }

  private url(path: string): string {
    return absoluteUrl(this.publicUrl, path);
  }
}

function newestOf(dates: readonly FileDate[]): string | null {
  return newest(dates.map((date) => date.lastmod));
}
