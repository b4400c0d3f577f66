class mod { }
notify { 'stray': }
