$s = 'Hello World'
notify { 'a': message => [$s.upcase, $s.downcase, $s.capitalize, $s.size, $s.length, $s.split(' '), $s.split(/o/)] }
notify { 'b': message => ["  x  ".strip, "  x  ".lstrip, "  x  ".rstrip, 'abc'.chop, "abc\n".chomp] }
