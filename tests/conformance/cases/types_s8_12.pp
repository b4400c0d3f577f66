$r = [1, 'a'].map |Integer $x| { $x }
