import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_MESSAGES } from '@reformas/i18n-es';
import {
  apiErrorSchema,
  loginRequestSchema,
  registerRequestSchema,
  sessionStateSchema,
  sessionUserSchema,
  z,
  type RegisterRequest,
} from '@reformas/shared-types';
import { Authenticated, CurrentUser, SignedInUser } from './auth.decorators';
import { AuthService } from './auth.service';
import { LoginGuard } from './login.guard';
import { DEVICE_COOKIE } from './login-throttle';
import type { SessionState, SessionUser } from '@reformas/shared-types';
import { SESSION_COOKIE, SessionService } from './session.service';

const messageSchema = z.object({ message: z.string() });

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionService,
  ) {}

  @Post('register')
  @ApiOperation({ summary: 'Crea una cuenta e inicia su sesión (cookie sid).' })
  @ApiCreatedResponse({ standardSchema: sessionUserSchema })
  @ApiBadRequestResponse({
    description: "Datos no válidos o e-mail ya registrado ('Email already exists')",
    standardSchema: apiErrorSchema,
  })
  @ApiTooManyRequestsResponse({ standardSchema: apiErrorSchema })
  async register(
    @Body({ schema: registerRequestSchema }) body: RegisterRequest,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionUser> {
    await this.auth.countAddressAttempt(request.ip);
    const user = await this.auth.register(body);
    await this.startSession(user, request, reply);
    return user;
  }

  @Post('login')
  @HttpCode(200)
  @UseGuards(LoginGuard)
  @ApiOperation({ summary: 'Inicia sesión con el e-mail o el nombre de usuario.' })
  @ApiBody({ schema: z.toJSONSchema(loginRequestSchema, { io: 'input', target: 'openapi-3.0' }) as object })
  @ApiOkResponse({ standardSchema: sessionUserSchema })
  @ApiUnauthorizedResponse({ description: 'Credenciales incorrectas', standardSchema: apiErrorSchema })
  @ApiTooManyRequestsResponse({ standardSchema: apiErrorSchema })
  async login(
    @Req() request: FastifyRequest & { user: SessionUser },
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionUser> {
    const user = request.user;
    const previous = request.cookies?.[SESSION_COOKIE];
    if (previous) await this.sessions.destroy(previous);
    await this.startSession(user, request, reply);
    return user;
  }

  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'Cierra la sesión actual.' })
  @ApiOkResponse({ standardSchema: messageSchema })
  async logout(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ message: string }> {
    const token = request.cookies?.[SESSION_COOKIE];
    if (token) await this.sessions.destroy(token);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { message: API_MESSAGES.loggedOut };
  }

  @Get('user')
  @Authenticated()
  @ApiOperation({ summary: 'El usuario de la sesión; 401 sin sesión.' })
  @ApiOkResponse({ standardSchema: sessionUserSchema })
  currentUser(@SignedInUser() user: SessionUser): SessionUser {
    return user;
  }

  // The pages ask this one: "no session" is a normal answer for them, and a 401 would be logged by the browser as
  // an error on every page a visitor opens. GET /api/user keeps its 401 for API consumers.
  @Get('session')
  @ApiOperation({ summary: 'Quién tiene la sesión: { user } o { user: null } sin sesión; siempre 200.' })
  @ApiOkResponse({ standardSchema: sessionStateSchema })
  session(@CurrentUser() user: SessionUser | null): SessionState {
    return { user };
  }

  private async startSession(user: SessionUser, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const [token, device] = await Promise.all([
      this.sessions.create(user.id, request.headers['user-agent']),
      this.auth.trustDevice(user.id, request),
    ]);
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: this.sessions.maxAgeSeconds,
    });
    // The browser stays trusted for this account after logout, so the owner is never locked out of it.
    reply.setCookie(DEVICE_COOKIE, device, {
      path: '/api',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: 365 * 24 * 3600,
    });
  }
}
