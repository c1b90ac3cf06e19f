"""One module per game; each defines a module-level ``VARIANT`` picked up by :mod:`engine.registry`."""
