$d = Deferred('f', [1])
notify { 'a': message => ['x' =~ Deferred, $d =~ Deferred, 1 =~ Object, 'x' =~ SemVer, 'x' =~ Binary] }
