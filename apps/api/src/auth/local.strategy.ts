import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import { AuthService } from './auth.service';
import type { SessionUser } from './session.service';

/** passport-local: `username` (the e-mail or the username) and `password` from the JSON body. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'username', passwordField: 'password', session: false });
  }

  validate(username: string, password: string): Promise<SessionUser> {
    return this.auth.validateCredentials(username, password);
  }
}
