"""The routes: one controller per variant (its matches), the players' routes, the server's own (catalogue,
health), and what they share (parameters, the hot routes' answers).
"""
