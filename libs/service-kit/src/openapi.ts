import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

/** Swagger UI at /docs and the JSON at /docs-json; the gateway exposes them under /api/docs/<service>. */
export function setUpOpenApi(app: INestApplication, service: string, description: string): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder().setTitle(`${service} service`).setDescription(description).setVersion('1').build(),
  );
  SwaggerModule.setup('docs', app, document, { jsonDocumentUrl: 'docs-json' });
}
