import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** One shop of an owner as catalog announced it (see the CreatedOwnerShopStats migration). */
@Entity({ name: 'owner_shop_stats' })
export class OwnerShopStat {
  @PrimaryColumn({ name: 'shop_id', type: 'integer' })
  shopId!: number;

  @Column({ name: 'owner_id', type: 'integer' })
  ownerId!: number;

  @Column({ name: 'shop_name', type: 'varchar', length: 200, nullable: true })
  shopName!: string | null;

  @Column({ name: 'product_count', type: 'integer', default: 0 })
  productCount!: number;

  @Column({ name: 'shop_created_at', type: 'timestamptz', nullable: true })
  shopCreatedAt!: Date | null;

  @Column({ name: 'removed_at', type: 'timestamptz', nullable: true })
  removedAt!: Date | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
