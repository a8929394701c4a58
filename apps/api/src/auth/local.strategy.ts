import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-local';
import { AuthService } from './auth.service';
import type { SessionUser } from '@reformas/shared-types';

/** passport-local: `username` (the e-mail or the username) and `password` from the JSON body. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'username', passwordField: 'password', session: false, passReqToCallback: true });
  }

  validate(request: FastifyRequest, username: string, password: string): Promise<SessionUser> {
    return this.auth.validateCredentials(username, password, request);
  }
}
