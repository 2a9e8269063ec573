import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ReadinessCheck } from './readiness-check';

@Injectable()
export class DatabaseReadinessCheck implements ReadinessCheck {
  readonly name = 'database';

  constructor(private readonly dataSource: DataSource) {}

  async check(): Promise<string> {
    await this.dataSource.query('SELECT 1');
    return 'up';
  }
}
