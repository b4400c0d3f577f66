class mod {}
