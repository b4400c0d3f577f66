# A type given sizes prints them, even unbounded ones; one given none prints none.
notify { 'a': message => "${Collection[0]} ${Collection[0, default]} ${Collection[1]} ${Collection[0, 5]} ${Collection[default, 5]} ${Collection[default]} ${Collection}" }
notify { 'b': message => "${Array[Integer, 0, default]} ${Array[Integer, 0]} ${Array[Any, 0]} ${Array[Integer, 1, default]} ${Array[Integer, default, default]} ${Array[Integer]}" }
notify { 'c': message => "${String[0, default]} ${String[0]} ${String[1]} ${String[default]} ${String[default, 5]} ${String}" }
notify { 'd': message => "${Hash[String, Integer, 0]} ${Hash[String, Integer, 0, default]} ${Hash[String, Integer]}" }
notify { 'e': message => "${Collection[0] == Collection} ${Array[Integer, 0] == Array[Integer]} ${String[0] == String} ${Collection[0] =~ Type[Collection[0]]} ${[1] =~ Array[Integer, 1]}" }
notify { 'f': message => [Collection[0], Array[Any, 0], String[2, default]] }
