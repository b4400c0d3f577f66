notice("a $M3U b")
