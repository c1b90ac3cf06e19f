"""Replays: the replay document of a finished match, and its verification by the rules alone
(``osmica verify``).
"""
