"""A TCP proxy that cuts the connection once the server has sent a given number of bytes: the
network dropping in the middle of a download, between a real client and a real server (TLS
passes through untouched, so the client still verifies the server's certificate). With
`delay`, a slow network instead: each connection is held that many seconds, silent, before it
reaches the server (cut_after=None: never cut)."""

from __future__ import annotations

import contextlib
import selectors
import socket
import threading


class CuttingProxy:
    """Listens on 127.0.0.1:`port`, forwards to `target_port`; after `cut_after` bytes from the
    server (per connection) it closes both sides. A context manager; its thread is a daemon and
    is joined on exit."""

    def __init__(self, target_port: int, cut_after: int | None, delay: float = 0.0) -> None:
        self.target_port = target_port
        self.cut_after = cut_after
        self.delay = delay
        self.cuts = 0
        self.connections = 0
        self._listener = socket.create_server(("127.0.0.1", 0))
        self.port = self._listener.getsockname()[1]
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._serve, name="proxy-cortador", daemon=True)

    def __enter__(self) -> CuttingProxy:
        self._thread.start()
        return self

    def __exit__(self, *exc_info: object) -> None:
        self._stop.set()
        with contextlib.suppress(OSError):
            socket.create_connection(("127.0.0.1", self.port), 1).close()
        self._thread.join(10)
        self._listener.close()

    def _serve(self) -> None:
        while not self._stop.is_set():
            client, _ = self._listener.accept()
            if self._stop.is_set():
                client.close()
                return
            self.connections += 1
            if self.delay and self._stop.wait(self.delay):
                client.close()
                return
            server = socket.create_connection(("127.0.0.1", self.target_port))
            with contextlib.suppress(ConnectionError):  # either side may reset once it is done
                self._pipe(client, server)

    def _pipe(self, client: socket.socket, server: socket.socket) -> None:
        """One connection at a time, enough for one client; ends with either side or the cut."""
        sent = 0
        with selectors.DefaultSelector() as selector, client, server:
            selector.register(client, selectors.EVENT_READ, server)
            selector.register(server, selectors.EVENT_READ, client)
            while not self._stop.is_set():
                for key, _ in selector.select(0.5):
                    source: socket.socket = key.fileobj  # type: ignore[assignment]
                    data = source.recv(65536)
                    if not data:
                        return
                    if source is server and self.cut_after is not None:
                        if sent + len(data) > self.cut_after:
                            key.data.sendall(data[: max(0, self.cut_after - sent)])
                            self.cuts += 1
                            return
                        sent += len(data)
                    key.data.sendall(data)
