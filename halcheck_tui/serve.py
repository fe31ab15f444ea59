"""The local HTTP service behind `halcheck serve`: a Starlette app around one shared `CaseChecker`.

    POST /v1/check        a case (halcheck.case/1) in, its trace (halcheck.trace/1) out; ?repair=false skips repair
    POST /v1/check/batch  {"cases": [case, ...], "repair": true} in, {"traces": [trace, ...]} out, in order
    GET  /healthz         {"status": "ok"} (never needs the token, for liveness probes)
    GET  /v1/models       the loaded models and why any level is unavailable

Errors are JSON `{"error": "<the CLI's one-line message>", "title": ..., "fix": ...}`: 413 for a body over
the limit, 422 for a case the CLI would refuse (exit 2), 401 for a missing or wrong bearer token, 503 when
more than `serve_max_queue` requests already wait, 500 when a model breaks (the CLI's exit 3).

Models are loaded once and shared; one check runs at a time (the checker serialises them: llama.cpp is not
re-entrant, and one check already uses the cores CTranslate2 is given) and the rest wait in an asyncio queue
of at most `serve_max_queue`, so a burst costs waiting time, not memory (a waiting request holds its body).
"""
from __future__ import annotations

import asyncio
import functools
import hmac
import json
from dataclasses import dataclass
from typing import Any

import anyio.to_thread
from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from . import __version__
from .api import CaseChecker
from .core.case import MAX_CASE_BYTES, parse_case, parse_case_text
from .errors import HalcheckError, InputError

MAX_BATCH_BYTES = 4 * MAX_CASE_BYTES
"""A batch body may be four single-case bodies long (with `serve_max_batch_cases` cases at most)."""


@dataclass(frozen=True)
class Limits:
    max_queue: int = 64
    max_batch_cases: int = 100
    token: str = ""


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

    def _authorize(self, request: Request) -> None:
        if not self.limits.token:
            return
        sent = request.headers.get("authorization", "")
        scheme, _, value = sent.partition(" ")
        if scheme.lower() != "bearer" or not hmac.compare_digest(value.strip().encode(), self.limits.token.encode()):
            raise _Refused(401, InputError("missing or wrong bearer token",
                                           "send Authorization: Bearer <serve_token from config.toml>"),
                           {"WWW-Authenticate": "Bearer"})

    async def _run_check(self, case, repair: bool) -> dict[str, Any]:
        if self._slots is None:
            self._slots = asyncio.Semaphore(1)
        if self.waiting >= self.limits.max_queue:
            raise _Refused(503, InputError(f"server busy: {self.waiting} requests already waiting",
                                           "retry later, or raise serve_max_queue in config.toml"))
        self.waiting += 1
        try:
            await self._slots.acquire()
        finally:  # also when the client went away while waiting
            self.waiting -= 1
        try:
            return await anyio.to_thread.run_sync(functools.partial(self.checker.check, case, repair=repair))
        except InputError as exc:  # e.g. an unknown evidence snapshot: the CLI's exit 2
            raise _Refused(422, exc) from None
        except HalcheckError as exc:  # a model missing or broken: the CLI's exit 3
            raise _Refused(500, exc) from None
        finally:
            self._slots.release()

    async def check(self, request: Request) -> JSONResponse:
        self._authorize(request)
        repair = _repair_flag(request.query_params.get("repair", "true"), "repair")
        text = await _read_body(request, MAX_CASE_BYTES)
        try:
            case = parse_case_text(text, default_id="case")
        except InputError as exc:
            raise _Refused(422, exc) from None
        return JSONResponse(await self._run_check(case, repair))

    async def check_batch(self, request: Request) -> JSONResponse:
        self._authorize(request)
        text = await _read_body(request, MAX_BATCH_BYTES)
        try:
            raw = json.loads(text)
        except (json.JSONDecodeError, RecursionError):
            raise _Refused(422, InputError("request body: invalid JSON",
                                           'send {"cases": [case, ...]}')) from None
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
        cases = []
        # Every case is validated before any is checked, like `check --batch`: bad input costs no model time.
        for index, item in enumerate(cases_raw):
            try:
                cases.append(parse_case(item, default_id=f"case-{index + 1}"))
            except InputError as exc:
                raise _Refused(422, InputError(f"cases[{index}]: {exc.title}", exc.fix)) from None
        # One slot per case, so a large batch takes turns with single checks instead of holding the models.
        traces = [await self._run_check(case, repair) for case in cases]
        return JSONResponse({"traces": traces})

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


def create_app(checker: CaseChecker, limits: Limits | None = None) -> Starlette:
    service = Service(checker, limits or Limits())
    routes = [
        Route("/v1/check", service.check, methods=["POST"]),
        Route("/v1/check/batch", service.check_batch, methods=["POST"]),
        Route("/healthz", service.healthz, methods=["GET"]),
        Route("/v1/models", service.models, methods=["GET"]),
    ]
    app = Starlette(routes=routes, exception_handlers={_Refused: _refused, HTTPException: _http_error,
                                                       Exception: _internal_error})
    app.state.service = service
    return app
