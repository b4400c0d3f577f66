function mymod::double(Integer $x) >> Integer { $x * 2 }
notify { 'a': message => mymod::double(21) }
