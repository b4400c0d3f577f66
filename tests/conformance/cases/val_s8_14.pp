$s = 'hello world'
notify { 'a': message => [$s[0], $s[0,5], $s[-5,5], $s[20], $s[-1], $s[3,-2]] }
