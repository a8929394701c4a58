import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { adQuerySchema, adSchema, type Ad, type z } from '@reformas/shared-types';
import { AdsService } from './ads.service';

@ApiTags('ads')
@Controller('ads')
export class AdsController {
  constructor(private readonly ads: AdsService) {}

  @Get()
  @ApiOperation({
    summary:
      "Anuncios de 'Servicios recomendados' para una categoría (o tipo de reforma); el conjunto general si no se conoce.",
  })
  @ApiOkResponse({ standardSchema: adSchema, isArray: true })
  list(@Query({ schema: adQuerySchema }) query: z.output<typeof adQuerySchema>): Promise<Ad[]> {
    return this.ads.forCategory(query.category);
  }
}
