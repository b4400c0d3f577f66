notify { 'x': message => [Integer[0] == Integer[0, default], Array[Any] == Array, String[1] < String, Variant[Integer, String] == Variant[String, Integer]] }
