import { Global, Module } from '@nestjs/common';
import { OperatorSessionGuard } from './operator-session.guard';
import { OperatorsService } from './operators.service';
import { TotpController } from './totp.controller';

/** The operator role and TOTP; global, so any module's console routes can use `@OperatorSession()`. */
@Global()
@Module({
  controllers: [TotpController],
  providers: [OperatorsService, OperatorSessionGuard],
  exports: [OperatorsService, OperatorSessionGuard],
})
export class OperatorsModule {}
