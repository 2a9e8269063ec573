import { Inject, Injectable } from '@nestjs/common';
import { localWeekTime, parseCoordinates, ShopSort } from '@app/contracts';
import { CatalogConfig } from '../catalog.config';
import { CATALOG_CONFIG } from '../config/catalog-config.module';
import { LocalFilters } from '../search/search-sql';
import { ShopTime } from '../shops/shop.mapper';
import { CatalogErrorCode, CatalogException } from '../shops/shops.exception';
import { Clock } from './clock';
import { geocode } from './gazetteer';

export interface LocalQuery {
  near?: string;
  radiusKm: number;
  sort: ShopSort;
  openNow: boolean;
}

export interface Pin {
  latitude: number;
  longitude: number;
}

/** Places and times of the directory: where `near` is, which shops count as open now, where a new shop stands. */
@Injectable()
export class LocalService {
  constructor(
    private readonly clock: Clock,
    @Inject(CATALOG_CONFIG) private readonly config: CatalogConfig,
  ) {}

  /** Now, in the catalog's TIME_ZONE: what opening hours are read against. */
  now(): ShopTime {
    return { instant: this.clock.now(), timeZone: this.config.TIME_ZONE };
  }

  /** The search's local filters; a `near` that is neither coordinates nor a known place is a 400. */
  filters(query: LocalQuery): LocalFilters {
    const near = query.near === undefined ? undefined : this.resolveNear(query.near);
    const openAt = query.openNow ? localWeekTime(this.clock.now(), this.config.TIME_ZONE) : undefined;
    return { near, radiusKm: query.radiusKm, sort: query.sort, openAt };
  }

  /** The owner's pin when given, else the location's town from the gazetteer, else no pin. */
  pinOf(input: { location: string; latitude?: number | null; longitude?: number | null }): Pin | null {
    if (typeof input.latitude === 'number' && typeof input.longitude === 'number') {
      return { latitude: input.latitude, longitude: input.longitude };
    }
    const place = geocode(input.location);
    return place ? { latitude: place.latitude, longitude: place.longitude } : null;
  }

  private resolveNear(near: string): Pin {
    const point = parseCoordinates(near);
    if (point) return point;
    const place = geocode(near);
    if (!place) throw new CatalogException(CatalogErrorCode.UnknownPlace);
    return { latitude: place.latitude, longitude: place.longitude };
  }
}
