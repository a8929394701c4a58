import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { User } from '../users/user.entity';

@Entity('chat_messages')
@Index('IDX_messages_pair', { synchronize: false })
@Index('IDX_messages_receiver_unread', { synchronize: false })
export class ChatMessage {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int')
  senderId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'senderId', foreignKeyConstraintName: 'chat_messages_senderId_fkey' })
  sender: User;

  @Column('int')
  receiverId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'receiverId', foreignKeyConstraintName: 'chat_messages_receiverId_fkey' })
  receiver: User;

  @Column('text')
  message: string;

  @Column('boolean', { default: false })
  isRead: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
