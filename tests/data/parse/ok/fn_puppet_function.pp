function mymod::double(Integer $x) >> Integer { $x * 2 }
notify { 'f': message => mymod::double(21) }
