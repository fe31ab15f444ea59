"""uvicorn's h11 protocol with the limits a server left running needs, and JSON for every refusal it makes.

uvicorn (checked against 0.30-0.38) has a keep-alive timeout, but no limit on how long a client may take to
send a request's header or body: a connection that sends half a header is kept for ever, and 100 of them
filled `limit_concurrency`, so every other request, /healthz included, got uvicorn's plain-text 503. So:
- a header deadline from the moment a connection opens (or a kept-alive one starts its next request) until
  the header is complete, then a body deadline until the body is; past either the client gets a JSON 408
  and the connection is closed;
- a cap on open connections answered with a JSON 503 (uvicorn's `limit_concurrency` is not used: its
  answer is plain text, and it counted the slow connections against the requests);
- uvicorn's plain-text 400 for a malformed request becomes the same JSON error body the app sends.
"""
from __future__ import annotations

import json

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol

STATUS_LINES = {400: b"400 Bad Request", 408: b"408 Request Timeout", 503: b"503 Service Unavailable"}


def raw_json_response(status: int, title: str, fix: str) -> bytes:
    body = json.dumps({"error": f"{title}: {fix}", "title": title, "fix": fix}).encode()
    return (b"HTTP/1.1 " + STATUS_LINES[status] + b"\r\ncontent-type: application/json\r\n"
            + b"content-length: " + str(len(body)).encode() + b"\r\nconnection: close\r\n\r\n" + body)


def guarded_protocol(header_timeout_s: float, body_timeout_s: float, max_connections: int) -> type:
    """An H11Protocol class with these limits (uvicorn takes a protocol class as `http=`)."""

    class GuardedH11Protocol(H11Protocol):
        _read_timer = None
        _reading = ""  # "", "header" or "body": which deadline runs

        def connection_made(self, transport) -> None:  # type: ignore[override]
            super().connection_made(transport)
            if len(self.connections) > max_connections:
                self._refuse(503, f"server busy: more than {max_connections} open connections",
                             "retry later, or raise serve_max_connections in config.toml")
                return
            self._arm("header")

        def connection_lost(self, exc) -> None:  # type: ignore[override]
            self._disarm()
            super().connection_lost(exc)

        def data_received(self, data: bytes) -> None:
            super().data_received(data)
            self._follow()

        def on_response_complete(self) -> None:
            super().on_response_complete()
            self._follow()

        def _follow(self) -> None:
            """Keep the deadline in step with how far the client's request has come."""
            if self.transport is None or self.transport.is_closing():
                self._disarm()
                return
            state = self.conn.their_state
            if state is h11.SEND_BODY:
                if self._reading != "body":
                    self._arm("body")
            elif state is h11.IDLE:
                # Between requests with nothing sent uvicorn's keep-alive timer runs; once bytes of the
                # next header have come (uvicorn then stops its timer), the header deadline does.
                if self._reading != "header" and self.conn.trailing_data[0]:
                    self._arm("header")
            else:  # DONE (the request is in), MUST_CLOSE, CLOSED, ERROR
                self._disarm()

        def _arm(self, what: str) -> None:
            self._disarm()
            self._reading = what
            timeout = header_timeout_s if what == "header" else body_timeout_s
            self._read_timer = self.loop.call_later(timeout, self._timed_out)

        def _disarm(self) -> None:
            if self._read_timer is not None:
                self._read_timer.cancel()
            self._read_timer, self._reading = None, ""

        def _timed_out(self) -> None:
            what, self._read_timer = self._reading, None
            limit = header_timeout_s if what == "header" else body_timeout_s
            self._refuse(408, f"request {what} not received within {limit:g} s",
                         "send the whole request at once (serve_header_timeout_s and serve_body_timeout_s "
                         "in config.toml set the limits)")

        def _refuse(self, status: int, title: str, fix: str) -> None:
            """A JSON error when no answer has begun on this connection, then close it."""
            self._disarm()
            if self.transport is None or self.transport.is_closing():
                return
            if self.conn.our_state in (h11.IDLE, h11.SEND_RESPONSE) and (self.cycle is None or not self.cycle.response_started):
                self.transport.write(raw_json_response(status, title, fix))
            if self.cycle is not None:
                self.cycle.disconnected = True
            self.transport.close()

        def send_400_response(self, msg: str) -> None:
            self._refuse(400, f"malformed HTTP request ({msg.rstrip('.')})", "send a valid HTTP/1.1 request")

    return GuardedH11Protocol
