function mymod::double(Integer $x) { $x * 2 }
notify { 'f': message => mymod::double('a') }
