$s = 'abcdef'
notify { 'sl': message => [$s[0], $s[1,2], $s[-2,2], $s[10], $s[2,-1]] }
