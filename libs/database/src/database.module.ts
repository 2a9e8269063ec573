import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { openServiceDataSource, ServiceDatabaseOptions, serviceDataSourceOptions } from './schema-data-source';

/** Registers the service's TypeORM data source on its own schema, migrated before anything else starts. */
@Module({})
export class DatabaseModule {
  static forService(options: ServiceDatabaseOptions): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => serviceDataSourceOptions(options),
          dataSourceFactory: () => openServiceDataSource(options),
        }),
      ],
      exports: [TypeOrmModule],
    };
  }
}
