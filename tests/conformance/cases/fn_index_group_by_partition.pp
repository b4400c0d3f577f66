$x = [1,2,3,4,5]
notify { 'a': message => [$x.index |$v| { $v > 2 }, $x.group_by |$v| { $v % 2 }, $x.partition |$v| { $v > 2 }] }
