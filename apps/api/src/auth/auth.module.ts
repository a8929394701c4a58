import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LocalStrategy } from './local.strategy';
import { LoginGuard } from './login.guard';
import { LoginThrottle } from './login-throttle';
import { SessionGuard } from './session.guard';
import { SessionService } from './session.service';
import { SessionCache } from './session-cache';
import { PasswordResetService } from './password-reset.service';
import { EmailVerificationService } from './email-verification.service';
import { AccountLinks } from './account-links';
import { AccountLinksController } from './account-links.controller';

@Module({
  imports: [PassportModule, UsersModule],
  controllers: [AuthController, AccountLinksController],
  providers: [
    AuthService,
    PasswordResetService,
    EmailVerificationService,
    AccountLinks,
    LoginThrottle,
    SessionService,
    SessionCache,
    LocalStrategy,
    LoginGuard,
    { provide: APP_GUARD, useClass: SessionGuard },
  ],
  exports: [SessionService, PasswordResetService, EmailVerificationService],
})
export class AuthModule {}
