define d() { $local = 'L' }
d { 'a': }
notify { 'n': message => $local }
