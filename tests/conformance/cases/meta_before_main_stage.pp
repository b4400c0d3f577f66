notify { 'a': before => Stage['main'] }
