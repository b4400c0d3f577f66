class mod { }
