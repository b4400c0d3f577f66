notify { 'n': message => [Integer[1, 5] == Integer[1, 5], Integer < Numeric, String > String[1], Array[Integer] <= Array] }
