$s = shuffle([3, 1, 2, 5, 4])
notify { 'shuffle': message => [$s.sort, $s.length, shuffle('x'), shuffle([]), shuffle('abc').split('').sort] }
