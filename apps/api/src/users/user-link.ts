import { JoinColumn, ManyToOne, OneToOne } from 'typeorm';
import { User } from './user.entity';

type Link = {
  /** The row's column holding the user's id. */
  column: string;
  /** The foreign key's name (as the migrations created it). */
  constraint: string;
  onDelete?: 'CASCADE' | 'SET NULL';
  /** At most one row per user (one profile, one cleaning service). */
  one?: boolean;
  nullable?: boolean;
};

/** The relation from a row to the user it belongs to (every table but ads has one or two). */
export function UserLink({
  column,
  constraint,
  onDelete = 'CASCADE',
  one = false,
  nullable,
}: Link): PropertyDecorator {
  const options = nullable ? { onDelete, nullable } : { onDelete };
  const join = JoinColumn({ name: column, foreignKeyConstraintName: constraint });
  const relation = one ? OneToOne(() => User, options) : ManyToOne(() => User, options);
  return (target, property) => {
    join(target, property);
    relation(target, property);
  };
}
