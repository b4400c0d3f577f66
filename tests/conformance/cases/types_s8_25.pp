type MyT = Variant[String, Array[MyT]]
notify { 'a': message => [['a', ['b']] =~ MyT, [1] =~ MyT, MyT] }
