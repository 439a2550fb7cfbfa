"""A counterexample server inside the learner's own process: uvicorn in a background thread on
a free loopback port, its workers spawn processes of this process (Ray actors when the command
runs on Ray: the run's backend, ilp.parallel.cluster.in_session).

The learner's Prolog engine stays in the main thread (the server's own thread never touches
Prolog: its workers do), and stopping is one call: ``stop()`` ends the server and terminates
its workers -- also when the learner is interrupted, since the loop stops it in a ``finally``.
"""

from __future__ import annotations

import threading
import time

from ilp.active.client import ServerUnavailable
from ilp.active.config import ServerConfig
from ilp.parallel import cluster


class EmbeddedServer:
    """``EmbeddedServer(config)`` (host and port are forced to 127.0.0.1 and a free port);
    ``start()`` returns the URL once the workers are ready."""

    def __init__(self, config: ServerConfig, ready_timeout: float = 120.0):
        config.host, config.port = "127.0.0.1", 0
        if config.backend == "local" and cluster.in_session():
            # the run is on Ray (``ilp learn --backend ray``): the server's workers too
            config.backend = "ray"
            config.workers = config.workers or cluster.cpus()
        self.config = config
        self.ready_timeout = ready_timeout
        self.url: str | None = None
        self.pid = None
        self._server = None
        self._thread: threading.Thread | None = None
        self._error: BaseException | None = None

    def start(self) -> str:
        import os

        from ilp.active.app import bind_socket, create_app, url_of, uvicorn_server

        ready = threading.Event()
        app = create_app(self.config, announce=ready.set)
        sock = bind_socket(self.config.host, self.config.port)
        url = url_of(self.config, sock)
        self._server = uvicorn_server(app)

        def run():
            try:
                self._server.run(sockets=[sock])
            except BaseException as err:  # noqa: BLE001 -- reported by start()
                self._error = err
            finally:
                sock.close()
                ready.set()

        self._thread = threading.Thread(target=run, name="ilp-active-server", daemon=True)
        self._thread.start()
        deadline = time.monotonic() + self.ready_timeout
        while not ready.wait(0.1):
            if time.monotonic() > deadline:
                self.stop()
                raise ServerUnavailable("the embedded active-learning server did not start "
                                        f"within {self.ready_timeout:.0f}s")
        if self._error is not None or not self._thread.is_alive():
            raise ServerUnavailable(f"the embedded active-learning server did not start: "
                                    f"{self._error}")
        self.url, self.pid = url, os.getpid()
        return self.url

    def stop(self, timeout: float = 15.0) -> None:
        server, thread = self._server, self._thread
        self._server = self._thread = None
        if server is None:
            return
        server.should_exit = True
        if thread is not None:
            thread.join(timeout)
            if thread.is_alive():         # a request still running: make it give up
                server.force_exit = True
                thread.join(5)

    def __enter__(self):
        self.start()
        return self

    def __exit__(self, *exc):
        self.stop()
