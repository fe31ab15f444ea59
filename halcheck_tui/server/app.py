"""The local HTTP service behind `halcheck serve`: a Starlette app around one shared `CaseChecker`.

    POST /v1/check        a case (halcheck.case/1) in, its trace (halcheck.trace/1) out; ?repair=false skips repair
    POST /v1/check/batch  {"cases": [case, ...], "repair": true} in, {"traces": [trace, ...], "errors": n} out,
                          in order; a case halcheck refuses has an error record (halcheck.batch-error/1) in its
                          place, and `errors` counts them
    GET  /healthz         {"status": "ok"} (never needs the token, for liveness probes)
    GET  /v1/models       the loaded models and why any level is unavailable

    GET  /openapi.json    the OpenAPI 3.1 description of these routes; GET / renders it as an HTML page

Every refusal is JSON `{"error": "<the CLI's one-line message>", "title": ..., "fix": ...}`, including those
the HTTP layer makes (server/protocol.py: a header or body sent too slowly, a malformed request, too many
connections): 400 malformed request or wrong Host, 401 missing or wrong bearer token, 403 an Origin not
allowed or a tenant the token may not read, 404/405 no such route, 408 a request not sent in time, 413 a
body over the limit, 415 a body that is not `application/json`, 400 a body that is not JSON, 422 a case the
CLI would refuse (exit 2; in a batch only a body that is no batch: each refused case is an error record in
the answer), 429 with `Retry-After` when `serve_max_queue` requests already wait, when those ahead would take
more than `serve_max_wait_s` at the recent pace, or a check could not start within `serve_deadline_s`, 503 only when `serve_max_connections` connections are open, 500 when a model
breaks (the CLI's exit 3).

Models are loaded once and shared; one check runs at a time (the checker serialises them: llama.cpp is not
re-entrant, and one check already uses the cores CTranslate2 is given) and the rest wait in an asyncio queue
of at most `serve_max_queue`, so a burst costs waiting time, not memory (a waiting request holds its body).
"""
from __future__ import annotations

import asyncio
import functools
import hmac
import ipaddress
import json
import math
import time
from dataclasses import dataclass, field
from typing import Any

import anyio.to_thread
from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse
from starlette.routing import Route

from ..api import CaseChecker
from ..batch_error import BATCH_ERROR_SCHEMA, BatchError
from ..core.case import MAX_CASE_BYTES, Case, JSONSyntaxError, parse_case, parse_case_text
from ..errors import HalcheckError, InputError
from ..version import __version__
from .docs import docs_page, openapi_document

MAX_BATCH_BYTES = 4 * MAX_CASE_BYTES
"""A batch body may be four single-case bodies long (with `serve_max_batch_cases` cases at most)."""


@dataclass(frozen=True)
class Limits:
    max_queue: int = 64
    max_batch_cases: int = 100
    token: str = ""
    """The shared token (`serve_token`): every tenant."""
    tenant_tokens: dict[str, tuple[str, ...]] = field(default_factory=dict)
    """token -> the tenants it may read (`[serve_tokens.<name>]`); "*" is every tenant."""
    deadline_s: float = 30.0
    max_wait_s: float = 8.0
    """Most a new request may expect to wait for its check to start (those ahead of it times the recent
    pace of checks); past it the request is answered 429 at once (`serve_max_wait_s`)."""
    allowed_hosts: tuple[str, ...] | None = None
    """Host header values accepted (the bound address and its loopback names, plus serve_allowed_hosts);
    None: any (a wildcard bind with no allow-list)."""
    allowed_origins: tuple[str, ...] = ()


@dataclass
class _Turn:
    """One request's place: when it arrived (its deadline runs from then) and whether it still waits."""

    arrived: float
    waiting: bool = True


ALL_TENANTS = "*"
JSON_MEDIA_TYPES = ("application/json",)


class _Refused(Exception):
    """An HTTP error answer carrying a HalcheckError's one-line message."""

    def __init__(self, status: int, error: HalcheckError, headers: dict[str, str] | None = None) -> None:
        super().__init__(error.one_line())
        self.status, self.error, self.headers = status, error, headers or {}


def _error_body(error: HalcheckError) -> dict[str, str]:
    return {"error": error.one_line(), "title": error.title, "fix": error.fix}


async def _read_body(request: Request, limit: int) -> str:
    """The body as text, refused with 413 as soon as it passes `limit` bytes (never read whole first)."""
    too_big = InputError(f"request body is larger than {limit // 1_000_000} MB",
                         "check one reply at a time" if limit <= MAX_CASE_BYTES else "send fewer cases per batch")
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > limit:
        raise _Refused(413, too_big)
    chunks, size = [], 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > limit:
            raise _Refused(413, too_big)
        chunks.append(chunk)
    try:
        return b"".join(chunks).decode("utf-8")
    except UnicodeDecodeError:
        raise _Refused(422, InputError("request body: not UTF-8 text", "send the case as UTF-8 JSON")) from None


def _require_json(request: Request) -> None:
    media = request.headers.get("content-type", "").split(";", 1)[0].strip().lower()
    if media not in JSON_MEDIA_TYPES:
        shown = media or "none"
        raise _Refused(415, InputError(f"content type {shown!r}: expected application/json",
                                       "send the header Content-Type: application/json"))


def _repair_flag(value: Any, where: str) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.lower() in ("true", "1", "false", "0"):
        return value.lower() in ("true", "1")
    raise _Refused(422, InputError(f"{where}: expected true or false, got {value!r}", "repair=true or repair=false"))


class Service:
    """Request handlers over one checker, with the concurrency bound and the waiting-room count."""

    def __init__(self, checker: CaseChecker, limits: Limits) -> None:
        self.checker = checker
        self.limits = limits
        self._slots: asyncio.Semaphore | None = None  # made inside the server's event loop
        self.waiting = 0
        self.check_seconds = 1.0
        """How long a check takes, a moving average (seeded with 1 s) that Retry-After is estimated from."""

    def _authorize(self, request: Request) -> frozenset[str] | None:
        """The tenants the request's token may read (None: every tenant), or 401."""
        if not self.limits.token and not self.limits.tenant_tokens:
            return None
        sent = request.headers.get("authorization", "")
        scheme, _, value = sent.partition(" ")
        given = value.strip().encode()
        if scheme.lower() == "bearer" and given:
            # Every token is compared (constant time each), so the answer's timing does not say which matched.
            shared = bool(self.limits.token) and hmac.compare_digest(given, self.limits.token.encode())
            tenants = None
            for token, names in self.limits.tenant_tokens.items():
                if hmac.compare_digest(given, token.encode()):
                    tenants = names
            if shared or (tenants is not None and ALL_TENANTS in tenants):
                return None
            if tenants is not None:
                return frozenset(tenants)
        raise _Refused(401, InputError("missing or wrong bearer token",
                                       "send Authorization: Bearer <a token from serve_token or serve_tokens "
                                       "in config.toml>"), {"WWW-Authenticate": "Bearer"})

    @staticmethod
    def _tenant_allowed(case, tenants: frozenset[str] | None, where: str = "tenant") -> None:
        if tenants is None or case.tenant is None or case.tenant in tenants:
            return
        raise _Refused(403, InputError(f"{where}: this token may not read tenant {case.tenant!r}",
                                       "use the token configured for that tenant in serve_tokens"))

    def retry_after(self) -> str:
        """Seconds until the queue ahead would have drained at the recent pace of checks (at least 1): what
        a refused client should wait before it tries again, in whole seconds as `Retry-After` takes them."""
        return str(max(1, math.ceil((self.waiting + 1) * self.check_seconds)))

    def _busy(self, message: str, fix: str) -> _Refused:
        # 429, not 503: the server is well, the client is asked to come back (RFC 6585), and at once,
        # before the body is read or a deadline has passed, so a burst costs neither side memory or time.
        return _Refused(429, InputError(message, fix), {"Retry-After": self.retry_after()})

    def _admit(self) -> None:
        """Refuse (429) before the body is read when the waiting room is full: a refused request costs no memory."""
        if self.waiting >= self.limits.max_queue:
            raise self._busy(f"server busy: {self.waiting} requests already waiting",
                             "retry after the Retry-After seconds, or raise serve_max_queue in config.toml")
        # A burst on 2 cores: the queue is bounded by time as well as by count, so a request that would wait
        # past its latency budget is told at once when to come back, rather than after its deadline.
        if self.waiting and self.waiting * self.check_seconds > self.limits.max_wait_s:
            raise self._busy(f"server busy: {self.waiting} requests ahead, about "
                             f"{self.waiting * self.check_seconds:.0f} s of checks",
                             "retry after the Retry-After seconds, or raise serve_max_wait_s in config.toml")

    async def _run_check(self, case, repair: bool, turn: _Turn) -> dict[str, Any]:
        """One check, after waiting its turn for at most what is left of the request's deadline."""
        if self._slots is None:
            self._slots = asyncio.Semaphore(1)
        left = self.limits.deadline_s - (time.monotonic() - turn.arrived)
        try:
            if left <= 0:
                raise TimeoutError
            await asyncio.wait_for(self._slots.acquire(), left)
        except TimeoutError:
            raise self._busy(f"server busy: the check could not start within {self.limits.deadline_s:g} s",
                             "retry after the Retry-After seconds, send smaller cases, or raise serve_deadline_s "
                             "in config.toml") from None
        self._stop_waiting(turn)  # running now: no longer one of the serve_max_queue waiting
        started = time.monotonic()
        try:
            return await anyio.to_thread.run_sync(functools.partial(self.checker.check, case, repair=repair))
        except InputError as exc:  # e.g. an unknown evidence snapshot: the CLI's exit 2
            raise _Refused(422, exc) from None
        except HalcheckError as exc:  # a model missing or broken: the CLI's exit 3
            raise _Refused(500, exc) from None
        finally:
            # A moving average of how long a check takes, for Retry-After: recent checks weigh most.
            self.check_seconds = 0.8 * self.check_seconds + 0.2 * (time.monotonic() - started)
            self._slots.release()

    async def _waiting(self, request: Request, limit: int, work):
        """Admit the request, read its body, then run `work(text, turn)`; it counts as waiting from its
        admission until its (first) check starts."""
        turn = _Turn(time.monotonic())
        self._admit()
        self.waiting += 1
        try:
            text = await _read_body(request, limit)
            return await work(text, turn)
        finally:  # also when the client went away while waiting
            self._stop_waiting(turn)

    def _stop_waiting(self, turn: _Turn) -> None:
        if turn.waiting:
            turn.waiting = False
            self.waiting -= 1

    async def check(self, request: Request) -> JSONResponse:
        tenants = self._authorize(request)
        _require_json(request)
        repair = _repair_flag(request.query_params.get("repair", "true"), "repair")

        async def work(text: str, turn: _Turn):
            try:
                case = parse_case_text(text, default_id="case")
            except JSONSyntaxError as exc:  # not JSON at all: a malformed request, as for the batch route
                raise _Refused(400, exc) from None
            except InputError as exc:
                raise _Refused(422, exc) from None
            self._tenant_allowed(case, tenants)
            return await self._run_check(case, repair, turn)

        return JSONResponse(await self._waiting(request, MAX_CASE_BYTES, work))

    async def check_batch(self, request: Request) -> JSONResponse:
        tenants = self._authorize(request)
        _require_json(request)
        return JSONResponse(await self._waiting(request, MAX_BATCH_BYTES,
                                                functools.partial(self._batch_work, tenants)))

    async def _batch_work(self, tenants, text: str, turn: _Turn) -> dict[str, Any]:
        try:
            raw = json.loads(text)
        except json.JSONDecodeError:  # not JSON at all: a malformed request, as for the single route
            raise _Refused(400, InputError("request body: invalid JSON",
                                           'send {"cases": [case, ...]}')) from None
        except (ValueError, RecursionError):  # JSON past a limit (an integer of over 4,300 digits, deep nesting)
            raise _Refused(422, InputError("request body: a number or nesting past halcheck's limits",
                                           "write long ids as strings and flatten deep records")) from None
        if not isinstance(raw, dict) or not isinstance(raw.get("cases"), list):
            raise _Refused(422, InputError("request body: expected an object with a \"cases\" list",
                                           'send {"cases": [case, ...]}'))
        cases_raw = raw["cases"]
        if not cases_raw:
            raise _Refused(422, InputError("cases: is empty", "send at least one case"))
        if len(cases_raw) > self.limits.max_batch_cases:
            raise _Refused(413, InputError(f"cases: {len(cases_raw)} cases (limit {self.limits.max_batch_cases})",
                                           "split the batch, or raise serve_max_batch_cases in config.toml"))
        repair = _repair_flag(raw.get("repair", True), "repair")
        cases: list[Case | BatchError] = []
        # Every case is validated before any is checked, like `check --batch`: a case halcheck refuses gets an
        # error record (halcheck.batch-error/1) in its place and the others are checked; a tenant the token
        # may not read still refuses the whole request (403), before any check.
        for index, item in enumerate(cases_raw):
            try:
                cases.append(parse_case(item, default_id=f"case-{index + 1}"))
            except InputError as exc:
                cases.append(BatchError.refused(exc, item, index=index))
                continue
            self._tenant_allowed(cases[-1], tenants, f"cases[{index}].tenant")
        # One slot per case, so a large batch takes turns with single checks instead of holding the models;
        # each case gets the deadline afresh from when its turn could begin.
        traces = []
        for index, case in enumerate(cases):
            if isinstance(case, BatchError):
                traces.append(case.to_json())
                continue
            try:
                traces.append(await self._run_check(case, repair, turn))
            except _Refused as exc:
                if exc.status != 422:  # busy (429) or a broken model (500): the request fails as a whole
                    raise
                # The case's own input, found while checking it (e.g. an unknown evidence snapshot).
                traces.append(BatchError.refused(exc.error, cases_raw[index], index=index).to_json())
            turn.arrived = time.monotonic()
        return {"traces": traces, "errors": sum(t["schema"] == BATCH_ERROR_SCHEMA for t in traces)}

    async def healthz(self, request: Request) -> JSONResponse:
        return JSONResponse({"status": "ok", "version": __version__})

    async def models(self, request: Request) -> JSONResponse:
        self._authorize(request)
        return JSONResponse({"models": self.checker.models, "notes": list(self.checker.notes),
                             "version": __version__})


async def _refused(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, _Refused)
    return JSONResponse(_error_body(exc.error), status_code=exc.status, headers=exc.headers)


async def _http_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, HTTPException)
    fix = "see the routes in `halcheck serve --help`"
    return JSONResponse({"error": f"{exc.detail}: {fix}", "title": str(exc.detail), "fix": fix},
                        status_code=exc.status_code)


async def _internal_error(request: Request, exc: Exception) -> JSONResponse:
    # A bug or a broken runtime: one line, like the CLI, never a traceback in the answer.
    error = HalcheckError(f"internal error ({type(exc).__name__}: {exc})", "report it with the request")
    return JSONResponse(_error_body(error), status_code=500)


class Gate:
    """ASGI middleware: the Host and Origin checks, before any route runs.

    Host: a loopback server reached under another name is a DNS-rebinding page in the user's browser, so
    only the bound address (and localhost names on loopback) and `serve_allowed_hosts` are accepted.
    Origin: a browser names the page that sent a request; only `serve_allowed_origins` may (no CORS headers
    are ever sent, so even an allowed page cannot read answers unless it is same-origin)."""

    def __init__(self, app, limits: Limits) -> None:
        self.app, self.limits = app, limits

    async def __call__(self, scope, receive, send) -> None:
        if scope["type"] == "http":
            headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope["headers"]}
            refusal = self._refusal(headers)
            if refusal is not None:
                status, error = refusal
                await JSONResponse(_error_body(error), status_code=status)(scope, receive, send)
                return
        await self.app(scope, receive, send)

    def _refusal(self, headers: dict[str, str]) -> tuple[int, InputError] | None:
        allowed = self.limits.allowed_hosts
        host = headers.get("host", "")
        if allowed is not None and host.lower() not in allowed:
            return 400, InputError(f"Host {host!r} is not this server's address",
                                   "connect by the address it listens on, or add the name to serve_allowed_hosts")
        origin = headers.get("origin")
        if origin is not None and origin not in self.limits.allowed_origins:
            return 403, InputError(f"Origin {origin!r} is not allowed",
                                   "requests from web pages are refused; add the page's origin to "
                                   "serve_allowed_origins in config.toml to allow it")
        return None


def allowed_hosts(host: str, port: int, extra: tuple[str, ...] = ()) -> tuple[str, ...] | None:
    """Host header values for a server bound to host:port; None when bound to every address with no list."""

    names: set[str] = {name.lower() for name in extra}
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        address = None
    if address is not None and address.is_unspecified:
        return tuple(sorted(names)) if names else None
    shown = f"[{host}]" if address is not None and address.version == 6 else host
    bound = [shown]
    if host == "localhost" or (address is not None and address.is_loopback):
        bound += ["localhost", "127.0.0.1", "[::1]"]
    for name in bound:
        names.add(f"{name.lower()}:{port}")
        if port == 80:
            names.add(name.lower())
    return tuple(sorted(names))


def create_app(checker: CaseChecker, limits: Limits | None = None):
    limits = limits or Limits()
    service = Service(checker, limits)
    document = openapi_document(__version__)

    async def openapi(request: Request) -> JSONResponse:
        return JSONResponse(document)

    async def docs(request: Request) -> HTMLResponse:
        return HTMLResponse(docs_page(document))

    routes = [
        Route("/v1/check", service.check, methods=["POST"]),
        Route("/v1/check/batch", service.check_batch, methods=["POST"]),
        Route("/healthz", service.healthz, methods=["GET"]),
        Route("/v1/models", service.models, methods=["GET"]),
        Route("/openapi.json", openapi, methods=["GET"]),
        Route("/", docs, methods=["GET"]),
    ]
    app = Starlette(routes=routes, exception_handlers={_Refused: _refused, HTTPException: _http_error,
                                                       Exception: _internal_error})
    return Gate(app, limits)
