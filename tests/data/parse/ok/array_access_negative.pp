$a = [1, 2, 3, 4]
notify { 'a': message => [$a[-1], $a[1, 2], $a[5], 'hello'[1, 3], 'hello'[-2, 2]] }
