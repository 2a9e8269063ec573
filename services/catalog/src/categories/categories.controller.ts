import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '@app/auth-context';
import { RevalidatedRead } from '@app/service-kit';
import { CategoryResponse } from '@app/contracts';
import { CategoriesService } from './categories.service';

@ApiTags('categories')
@Controller('api/categories')
export class CategoriesController {
  constructor(private readonly categoriesService: CategoriesService) {}

  @Public()
  @Get()
  @RevalidatedRead()
  @ApiOkResponse({ description: 'Every category: id, name, slug, icon, description' })
  list(): Promise<CategoryResponse[]> {
    return this.categoriesService.list();
  }
}
