$s = 'ünïcödé'
notify { 'r': message => [$s.upcase, $s.length, $s[1], $s.capitalize] }
