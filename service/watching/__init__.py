"""Watching: the events of a match, by page or long poll, and its Server-Sent Events stream."""
