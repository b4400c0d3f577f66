[1, 'a'].each |Integer $x| { }
