"""Seating: creating a match, joining it, leaving it, the lobby of public matches waiting for players, the
rematch, and the host's reissue of a seat's token.
"""
