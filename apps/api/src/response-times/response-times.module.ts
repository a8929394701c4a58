import { Module } from '@nestjs/common';
import { ResponseTimes } from './response-times.service';

@Module({ providers: [ResponseTimes], exports: [ResponseTimes] })
export class ResponseTimesModule {}
