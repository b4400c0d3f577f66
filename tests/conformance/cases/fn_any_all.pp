notify { 'a': message => [[1, 2, 3].any |$x| { $x > 2 }, [1, 2, 3].all |$x| { $x > 0 }, [].all |$x| { false }] }
