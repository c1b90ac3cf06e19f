"""Operations: what every layer may use to be run and watched. Settings (``OSMICA_*``), the forms of a Redis
URL, JSON logs, Prometheus metrics, and a worker's tie to its parent process.
"""
