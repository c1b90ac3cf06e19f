"""Quick match: an app's players queue for a table and are seated together by rating (service/queue/matchmaker.py,
docs/quick-match.md). A use case above seating: a matched table is created as ``POST .../games`` creates one."""
