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
import { PasswordResetController } from './password-reset.controller';
import { PasswordResetService } from './password-reset.service';
import { EmailVerificationService } from './email-verification.service';
import { EmailVerificationController } from './email-verification.controller';

@Module({
  imports: [PassportModule, UsersModule],
  controllers: [AuthController, PasswordResetController, EmailVerificationController],
  providers: [
    AuthService,
    PasswordResetService,
    EmailVerificationService,
    LoginThrottle,
    SessionService,
    LocalStrategy,
    LoginGuard,
    { provide: APP_GUARD, useClass: SessionGuard },
  ],
  exports: [SessionService],
})
export class AuthModule {}
